import type { SessionUser } from '@kanat/shared/session';
import type { Db } from '../../db/connection';
import { auditLog } from '../../db/schema';

/** Who did it: a signed-in staff member, or the staff command line on the server machine. */
export type AuditActor = { uid: string; label: string } | 'cli';

export type AuditTargetType =
  | 'user'
  | 'pigeon'
  | 'group'
  | 'auction'
  | 'news'
  | 'gallery'
  | 'site'
  | 'banner'
  | 'sale-request'
  | 'media'
  | 'setting';

export interface AuditEntry {
  actor: AuditActor;
  /** `<area>.<verb>`, e.g. 'member.approve', 'auction.cancel'. */
  action: string;
  targetType: AuditTargetType;
  targetId: string | number;
  /** One Turkish line for the console's list, e.g. 'Üyelik onaylandı: Ali Kaya'. */
  summary: string;
  /** The changed values before and after (only what changed is enough); null when none. */
  before?: unknown;
  after?: unknown;
}

export const cliActorLabel = 'Komut satırı';

/**
 * The audit log's actor for a request's user: a signed-in staff member by the name staff know
 * them by; no user means the command line, whose calls reach the services without a session.
 */
export function auditActorOf(user: SessionUser | null): AuditActor {
  if (user === null) return 'cli';
  return {
    uid: user.uid,
    label: user.displayName || user.username || user.phoneNumber || user.uid,
  };
}

/**
 * Writes one staff action to the append-only audit log. Call it with the transaction that
 * makes the change, so the record and the change commit (or fail) together.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor === 'cli' ? null : entry.actor.uid,
    actorLabel: entry.actor === 'cli' ? cliActorLabel : entry.actor.label,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
