import type { SessionUser } from '@kanat/shared/contracts';
import type { AuditActor } from '../audit/audit-log';

/** The audit log's actor for a signed-in staff member. */
export function staffActor(user: SessionUser): AuditActor {
  return { uid: user.uid, label: user.displayName ?? user.username ?? user.uid };
}
