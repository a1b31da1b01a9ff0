import { type Static, Type } from '@sinclair/typebox';

const FilterText = Type.String({ minLength: 1, maxLength: 60 });

/** The filters of `POST /api/list/pigeons` (mf-auctions list-pigeons.ts), SPEC §7. */
export const pigeonListFilters = {
  /** Serial strictly greater than this. */
  serialFrom: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
  /** Tag number prefix ('TR-2023' or a whole tag), any case. */
  tagNum: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  /** Every word must start a word of the owner's full name (case and Turkish letters ignored). */
  fullname: Type.Optional(FilterText),
  /** The owner's province, whole (case and Turkish letters ignored). */
  province: Type.Optional(FilterText),
  /** The owner's district, whole. */
  city: Type.Optional(FilterText),
  active: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  state: Type.Optional(FilterText),
};
const PigeonListFilters = Type.Object(pigeonListFilters);
export type PigeonListFilters = Static<typeof PigeonListFilters>;

/** One participant row (SPEC §7). */
export const PigeonRow = Type.Object({
  serial: Type.Integer(),
  /** Imprint (tag) number. */
  tagNum: Type.String(),
  /** The owner's full name. */
  fullname: Type.String(),
  /** The owner's province, shown as 'Ülke'. */
  province: Type.String(),
  city: Type.String(),
  /** 1 active, 0 passive. */
  active: Type.Integer(),
  state: Type.String(),
});
export type PigeonRow = Static<typeof PigeonRow>;
