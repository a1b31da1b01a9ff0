import { type Static, Type } from '@sinclair/typebox';

/** The signed-in user as the session and the events contract (@kanat/shared/events) carry it. */
export const SessionUserSchema = Type.Object({
  uid: Type.String(),
  /** Display name (full name), or null while registration is incomplete. */
  displayName: Type.Union([Type.String(), Type.Null()]),
  username: Type.Union([Type.String(), Type.Null()]),
  phoneNumber: Type.Union([Type.String(), Type.Null()]),
  phoneVerified: Type.Boolean(),
  accountEnabled: Type.Boolean(),
  accountDisableReason: Type.Union([Type.String(), Type.Null()]),
  staff: Type.Boolean(),
});
export type SessionUser = Static<typeof SessionUserSchema>;

export const SessionResponse = Type.Object({
  user: Type.Union([SessionUserSchema, Type.Null()]),
  /** The password was accepted but the second factor is still due (the user is then null). */
  pendingMfa: Type.Boolean(),
});
export type SessionResponse = Static<typeof SessionResponse>;
