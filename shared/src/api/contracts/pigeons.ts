import { type Static, Type } from '@sinclair/typebox';
import { OwnerColumns, PigeonColumns } from './columns';

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

/**
 * One participant row (SPEC §7): the pigeon's serial, tag number (imprint), active flag (1
 * active, 0 passive) and state, with its owner's full name and place (province shown as 'Ülke').
 */
export const PigeonRow = Type.Composite([
  Type.Pick(PigeonColumns, ['serial', 'tagNum']),
  Type.Pick(OwnerColumns, ['fullname', 'province', 'city']),
  Type.Pick(PigeonColumns, ['active', 'state']),
]);
export type PigeonRow = Static<typeof PigeonRow>;
