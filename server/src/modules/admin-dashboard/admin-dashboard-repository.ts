import { type AdminDashboardResult, DASHBOARD_AUDIT_ROWS } from '@kanat/shared/contracts';
import { opensArea, type StaffRole } from '@kanat/shared/rules';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { AuctionStatus, auctions, auditLog, saleRequests, users } from '../../db/schema';

/**
 * The console's summary, read straight from the tables: what waits for staff (the same
 * conditions the areas' lists use) and the last entries of the audit log, each part only when
 * `roles` open its area (the members', sale requests', auctions' and audit areas).
 */
export async function readDashboard(
  db: Db,
  roles: readonly StaffRole[],
): Promise<AdminDashboardResult> {
  const result: AdminDashboardResult = {};
  // One after another: PGlite serves one query at a time anyway.
  if (opensArea(roles, 'members')) {
    result.pendingRegistrations = await db.$count(
      users,
      and(eq(users.phoneVerified, true), isNull(users.approvedAt), isNull(users.rejectedAt)),
    );
    result.pendingProfileChanges = await db.$count(
      users,
      and(eq(users.phoneVerified, true), isNotNull(users.pendingProfile)),
    );
  }
  if (opensArea(roles, 'saleRequests')) {
    result.pendingSaleRequests = await db.$count(saleRequests, eq(saleRequests.status, 'pending'));
  }
  if (opensArea(roles, 'auctions')) {
    result.ongoingAuctions = await db.$count(auctions, eq(auctions.status, AuctionStatus.ongoing));
    result.unpaidWonLots = await db.$count(
      auctions,
      and(
        eq(auctions.status, AuctionStatus.sealed),
        isNotNull(auctions.currentBidderId),
        isNull(auctions.paidAt),
      ),
    );
  }
  if (opensArea(roles, 'audit')) {
    const recent = await db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(DASHBOARD_AUDIT_ROWS);
    result.recentAudit = recent.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      actorLabel: row.actorLabel,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      summary: row.summary,
    }));
  }
  return result;
}
