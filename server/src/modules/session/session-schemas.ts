import { Type } from '@sinclair/typebox';

/** SessionUser of the events contract (@kanat/shared/events). */
export const SessionUserSchema = Type.Object({
  uid: Type.String(),
  displayName: Type.Union([Type.String(), Type.Null()]),
  username: Type.Union([Type.String(), Type.Null()]),
  phoneNumber: Type.Union([Type.String(), Type.Null()]),
  phoneVerified: Type.Boolean(),
  accountEnabled: Type.Boolean(),
  accountDisableReason: Type.Union([Type.String(), Type.Null()]),
  staff: Type.Boolean(),
});

export const SessionResponse = Type.Object({
  user: Type.Union([SessionUserSchema, Type.Null()]),
  /** The password was accepted but the second factor is still due (the user is then null). */
  pendingMfa: Type.Boolean(),
});
