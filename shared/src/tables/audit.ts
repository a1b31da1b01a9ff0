import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every staff action: who, what, on what, when, and the values before and after. Append only:
 * a trigger (migration 0002) refuses UPDATE and DELETE, so nothing in the app can rewrite it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** The staff member's uid; null for the command line. */
    actorId: text('actor_id'),
    /** Who it was as shown then (name or 'Komut satırı'), kept even if the account changes. */
    actorLabel: text('actor_label').notNull(),
    /** `<area>.<verb>`, e.g. 'member.approve'. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** One Turkish line for the list. */
    summary: text('summary').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
  ],
);
