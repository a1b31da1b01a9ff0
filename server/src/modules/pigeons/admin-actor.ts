import type { SessionUser } from '@kanat/shared/session';

/** Callable handlers behind `access: 'staff' | 'member'` always have a user. */
export function signedIn(user: SessionUser | null): SessionUser {
  if (user === null) throw new Error('access check let a guest through');
  return user;
}
