import { validateStaffReason } from '@kanat/shared/rules';
import type { SessionUser } from '@kanat/shared/session';
import type { Db } from '../../db/connection';
import { auditLog } from '../../db/schema';
import { AppError } from '../../errors';

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
  | 'setting'
  | 'hall-sale'
  | 'buyer-statement'
  | 'seller-statement'
  | 'bank-import'
  | 'bank-line';

export interface AuditEntry {
  /** 'system': the server's own periodic work (the overdue pass flagging a non-payer). */
  actor: AuditActor | 'system';
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
export const systemActorLabel = 'Sistem';

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

/** The acting account's uid, for `updated_by` columns; the command line has none. */
export function actorUid(actor: AuditActor | 'system'): string | null {
  return typeof actor === 'string' ? null : actor.uid;
}

/**
 * A reason staff give for a decision the member is told about (a rejection, a cancellation, a
 * disabled account), by the shared rule; answers it trimmed.
 */
export function checkStaffReason(reason: string): string {
  const problem = validateStaffReason(reason);
  if (problem !== null) throw new AppError('invalid-argument', problem);
  return reason.trim();
}

/**
 * Writes one staff action to the append-only audit log. Call it with the transaction that
 * makes the change, so the record and the change commit (or fail) together.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actorUid(entry.actor),
    actorLabel:
      entry.actor === 'cli'
        ? cliActorLabel
        : entry.actor === 'system'
          ? systemActorLabel
          : entry.actor.label,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
