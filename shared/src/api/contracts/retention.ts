import { type Static, Type } from '@sinclair/typebox';
import { NoData } from './protocol';

/** The retention periods (issue 35), as the console edits them (`RetentionSettings`). */
export const RetentionSettingsSchema = Type.Object(
  {
    sentMessagesDays: Type.Integer(),
    sentNoticesDays: Type.Integer(),
    sessionIpDays: Type.Integer(),
    contactIpDays: Type.Integer(),
    salesRecordsYears: Type.Integer(),
  },
  { additionalProperties: false },
);

const Bound = Type.Object({ least: Type.Integer(), most: Type.Integer() });

/** `adminRetention`: the periods in force, their defaults and bounds, the latest passes. */
export const AdminRetentionView = Type.Object({
  settings: RetentionSettingsSchema,
  defaults: RetentionSettingsSchema,
  bounds: Type.Object({
    sentMessagesDays: Bound,
    sentNoticesDays: Bound,
    sessionIpDays: Bound,
    contactIpDays: Bound,
    salesRecordsYears: Bound,
  }),
  /** The retention pass's latest reports (what it removed), newest first. */
  passes: Type.Array(Type.Object({ at: Type.Integer(), summary: Type.String() })),
});
export type AdminRetentionView = Static<typeof AdminRetentionView>;

/** The retention functions, spread into `callables`. */
export const retentionCallables = {
  adminRetention: { data: NoData, result: AdminRetentionView },
  adminRetentionSave: { data: RetentionSettingsSchema, result: AdminRetentionView },
} as const;
