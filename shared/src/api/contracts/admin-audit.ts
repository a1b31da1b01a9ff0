import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { AuditColumns } from './columns';

/** What an audit entry can be about (server/src/modules/audit/audit-log.ts writes these). */
export const AUDIT_TARGET_TYPES = [
  'user',
  'pigeon',
  'group',
  'auction',
  'news',
  'gallery',
  'site',
  'banner',
  'sale-request',
  'media',
  'setting',
  'hall-sale',
  'buyer-statement',
  'seller-statement',
  'bank-import',
  'bank-line',
] as const;
export type AuditTargetTypeName = (typeof AUDIT_TARGET_TYPES)[number];

/** Entries per page of the console's audit list. */
export const AUDIT_PAGE_SIZE = 30;

const NullableText = Type.Union([Type.String(), Type.Null()]);

/** One audit entry, everything it recorded. */
export const AuditEntryView = Type.Composite([
  Type.Pick(AuditColumns, ['id']),
  /** When it happened, ISO 8601 (like the dashboard's AuditSummaryRow). */
  Type.Object({ at: Type.String() }),
  /**
   * Who (`actorId` null for the command line; `actorLabel` a staff member's name or 'Komut
   * satırı'), what (`action`, `<area>.<verb>`), on what, and the changed values before and
   * after (null when none), as recorded.
   */
  Type.Pick(AuditColumns, [
    'actorId',
    'actorLabel',
    'action',
    'targetType',
    'targetId',
    'summary',
    'before',
    'after',
  ]),
]);
export type AuditEntryView = Static<typeof AuditEntryView>;

/** A calendar day in Turkey's time zone, 'YYYY-MM-DD'. */
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });

export const AdminAuditListData = Type.Object({
  actorId: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  /** An action or its area's prefix: 'member.' lists every member action. */
  action: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
  targetType: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  targetId: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
  /**
   * Words a clerk knows: a member's name, username or phone, a lot's or group's name or number,
   * the staff member who acted; matched in the entry's Turkish summary, its actor's name, its
   * target's number and, for a member, their name, username and phone.
   */
  q: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  /** First day shown (inclusive), Turkey's time. */
  from: Type.Optional(Day),
  /** Last day shown (inclusive), Turkey's time. */
  to: Type.Optional(Day),
  /** The `cursor` of the previous page. */
  cursor: Type.Optional(Type.String({ maxLength: 40 })),
});
export type AdminAuditListData = Static<typeof AdminAuditListData>;

export const AdminAuditListResult = Type.Object({
  /** Newest first. */
  entries: Type.Array(AuditEntryView),
  /** Pass back for the next page; null on the last one. */
  cursor: NullableText,
});
export type AdminAuditListResult = Static<typeof AdminAuditListResult>;

/** Console calls of the audit area (`POST /api/fn/<name>`), spread into `callables`. */
export const adminAuditCallables = {
  adminAuditList: { data: AdminAuditListData, result: AdminAuditListResult },
} as const satisfies Record<string, { data: TSchema; result?: TSchema }>;
