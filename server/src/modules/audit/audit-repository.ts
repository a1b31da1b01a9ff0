import type { AuditEntryView } from '@kanat/shared/contracts';
import { and, desc, eq, gte, like, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { auditLog } from '../../db/schema';
import { foldedText, foldSearchText } from '../../db/schema/text-search';
import { escapeLike } from '../../lib/search-text';

type AuditRow = typeof auditLog.$inferSelect;

export function auditEntryView(row: AuditRow): AuditEntryView {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actorId: row.actorId,
    actorLabel: row.actorLabel,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    summary: row.summary,
    before: row.before,
    after: row.after,
  };
}

export interface AuditQuery {
  actorId?: string;
  /** Exact action, or an area prefix ending in '.' ('member.'). */
  action?: string;
  targetType?: string;
  targetId?: string;
  /** Free words (AdminAuditListData.q). */
  q?: string;
  /** Inclusive lower and exclusive upper bound of the entry's time. */
  from?: Date;
  until?: Date;
  /** Only entries older than this id (keyset paging: ids only grow). */
  beforeId?: number;
  limit: number;
}

/**
 * An entry a clerk means by `q`: its summary or actor's name contains the words (Turkish
 * letters folded, any case), its target's number is them, or its target is a member whose
 * name or username contains them or whose phone ends in their digits.
 */
function wordsMatch(q: string): SQL {
  const folded = `%${escapeLike(foldSearchText(q.trim()))}%`;
  const digits = q.replace(/\D/g, '');
  const phone = digits.length >= 4 ? sql`or u.phone_number like ${`%${digits.slice(-10)}`}` : sql``;
  return sql`(${foldedText(auditLog.summary)} like ${folded}
    or ${foldedText(auditLog.actorLabel)} like ${folded}
    or ${auditLog.targetId} = ${q.trim()}
    or (${auditLog.targetType} = 'user' and exists (
      select 1 from users u where u.id = ${auditLog.targetId}
        and (${foldedText(sql`u.fullname`)} like ${folded}
          or ${foldedText(sql`u.username`)} like ${folded} ${phone}))))`;
}

/** Audit entries newest first. Ordered by id: it grows with time and is the primary key. */
export async function queryAudit(db: Db, query: AuditQuery): Promise<AuditEntryView[]> {
  const where: SQL[] = [];
  if (query.actorId !== undefined) where.push(eq(auditLog.actorId, query.actorId));
  if (query.action !== undefined) {
    where.push(
      query.action.endsWith('.')
        ? like(auditLog.action, `${escapeLike(query.action)}%`)
        : eq(auditLog.action, query.action),
    );
  }
  if (query.targetType !== undefined) where.push(eq(auditLog.targetType, query.targetType));
  if (query.targetId !== undefined) where.push(eq(auditLog.targetId, query.targetId));
  if (query.q !== undefined) where.push(wordsMatch(query.q));
  if (query.from !== undefined) where.push(gte(auditLog.createdAt, query.from));
  if (query.until !== undefined) where.push(lt(auditLog.createdAt, query.until));
  if (query.beforeId !== undefined) where.push(lt(auditLog.id, query.beforeId));
  const rows = await db
    .select()
    .from(auditLog)
    .where(where.length === 0 ? undefined : and(...where))
    .orderBy(desc(auditLog.id))
    .limit(query.limit);
  return rows.map(auditEntryView);
}
