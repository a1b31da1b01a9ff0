import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { AuditColumns } from './columns';
import { NoData } from './protocol';

const Count = Type.Integer({ minimum: 0 });

/** One line of the audit log as the console's summary lists it. */
export const AuditSummaryRow = Type.Composite([
  Type.Pick(AuditColumns, ['id']),
  /** When it happened, ISO 8601. */
  Type.Object({ at: Type.String() }),
  /**
   * Who did it as shown then (a staff member's name, or 'Komut satırı'), what
   * (`<area>.<verb>`, e.g. 'member.approve'), on what, in one Turkish line.
   */
  Type.Pick(AuditColumns, ['actorLabel', 'action', 'targetType', 'targetId', 'summary']),
]);
export type AuditSummaryRow = Static<typeof AuditSummaryRow>;

/**
 * The console's home: what waits for staff, and what was done last. Each part is there only
 * when the caller's roles open its area (issue 30): the members' counts for the members area
 * (clerks, administrators), the sale requests' and the auctions' for clerks, the audit log's
 * entries for administrators.
 */
export const AdminDashboardResult = Type.Object({
  /** Registrations with a verified phone, neither approved nor rejected. */
  pendingRegistrations: Type.Optional(Count),
  /** Members with a profile change waiting for approval. */
  pendingProfileChanges: Type.Optional(Count),
  /** Members' requests to sell a pigeon, not yet decided. */
  pendingSaleRequests: Type.Optional(Count),
  /** Auctions running now. */
  ongoingAuctions: Type.Optional(Count),
  /** Finished auctions with a winner that are not marked paid. */
  unpaidWonLots: Type.Optional(Count),
  /** The last 10 audit entries, newest first. */
  recentAudit: Type.Optional(Type.Array(AuditSummaryRow)),
});
export type AdminDashboardResult = Static<typeof AdminDashboardResult>;

/** How many audit entries the summary shows. */
export const DASHBOARD_AUDIT_ROWS = 10;

/** Console calls of the summary area (`POST /api/fn/<name>`), spread into `callables`. */
export const adminDashboardCallables = {
  adminDashboard: { data: NoData, result: AdminDashboardResult },
} as const satisfies Record<string, { data: TSchema; result?: TSchema }>;
