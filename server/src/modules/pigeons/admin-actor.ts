import type { SessionUser } from '@kanat/shared/session';
import type { AuditActor } from '../audit/audit-log';

/** The audit log's actor for a signed-in staff member: their name as staff know it. */
export function staffActor(user: SessionUser): AuditActor {
  return { uid: user.uid, label: user.displayName ?? user.username ?? user.uid };
}

/** Callable handlers behind `access: 'staff' | 'member'` always have a user. */
export function signedIn(user: SessionUser | null): SessionUser {
  if (user === null) throw new Error('access check let a guest through');
  return user;
}
