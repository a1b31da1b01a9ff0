import { type Static, Type } from '@sinclair/typebox';
import { STAFF_ROLES } from '../../rules/staff-roles';

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
  /** Holds at least one staff role (SPEC's staff); the same as `roles.length > 0`. */
  staff: Type.Boolean(),
  /** The staff roles held, in STAFF_ROLES order; empty for an ordinary member. */
  roles: Type.Array(Type.Union(STAFF_ROLES.map((role) => Type.Literal(role)))),
});
export type SessionUser = Static<typeof SessionUserSchema>;

export const SessionResponse = Type.Object({
  user: Type.Union([SessionUserSchema, Type.Null()]),
  /** The password was accepted but the second factor is still due (the user is then null). */
  pendingMfa: Type.Boolean(),
});
export type SessionResponse = Static<typeof SessionResponse>;
