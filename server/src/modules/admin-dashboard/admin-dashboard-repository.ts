import { type AdminDashboardResult, DASHBOARD_AUDIT_ROWS } from '@kanat/shared/contracts';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { AuctionStatus, auctions, auditLog, saleRequests, users } from '../../db/schema';

/**
 * The console's summary, read straight from the tables: what waits for staff (the same
 * conditions the areas' lists use) and the last entries of the audit log.
 */
export async function readDashboard(db: Db): Promise<AdminDashboardResult> {
  // One after another: PGlite serves one query at a time anyway.
  const pendingRegistrations = await db.$count(
    users,
    and(eq(users.phoneVerified, true), isNull(users.approvedAt), isNull(users.rejectedAt)),
  );
  const pendingProfileChanges = await db.$count(
    users,
    and(eq(users.phoneVerified, true), isNotNull(users.pendingProfile)),
  );
  const pendingSaleRequests = await db.$count(saleRequests, eq(saleRequests.status, 'pending'));
  const ongoingAuctions = await db.$count(auctions, eq(auctions.status, AuctionStatus.ongoing));
  const unpaidWonLots = await db.$count(
    auctions,
    and(
      eq(auctions.status, AuctionStatus.sealed),
      isNotNull(auctions.currentBidderId),
      isNull(auctions.paidAt),
    ),
  );
  const recent = await db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(DASHBOARD_AUDIT_ROWS);
  return {
    pendingRegistrations,
    pendingProfileChanges,
    pendingSaleRequests,
    ongoingAuctions,
    unpaidWonLots,
    recentAudit: recent.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      actorLabel: row.actorLabel,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      summary: row.summary,
    })),
  };
}
