import { type Static, Type } from '@sinclair/typebox';
import { Bound, IdText, SearchText, SortDirection } from '../auctions/auctions-schemas';

export const containerOrderFields = ['expiry', 'name', 'totalAmount'] as const;
export type ContainerOrderField = (typeof containerOrderFields)[number];

/** The filters of `POST /api/list/containers` (mf-auctions list-containers.ts). */
export const containerListFilters = {
  id: Type.Optional(IdText),
  /** Parent container id: site info auction_vitrine_id for groups, auction_archive_id for the archive. */
  parent: Type.Optional(IdText),
  /** Every word must start a word of the name (case and Turkish letters ignored). */
  name: Type.Optional(SearchText),
  expiryFrom: Type.Optional(Bound),
  expiryTo: Type.Optional(Bound),
  orderBy: Type.Optional(Type.Union(containerOrderFields.map((field) => Type.Literal(field)))),
  orderDir: Type.Optional(SortDirection),
};
const ContainerListFilters = Type.Object(containerListFilters);
export type ContainerListFilters = Static<typeof ContainerListFilters>;

export const ContainerRow = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  photo: Type.Union([Type.String(), Type.Null()]),
  isFinalContainer: Type.Boolean(),
  childCount: Type.Integer(),
  totalAuctionsCount: Type.Integer(),
  totalBidCount: Type.Integer(),
  totalAmount: Type.Integer(),
  expiry: Type.Integer(),
});
export type ContainerRow = Static<typeof ContainerRow>;

export const ContainerDetail = Type.Intersect([
  ContainerRow,
  Type.Object({
    parent: Type.Union([Type.String(), Type.Null()]),
    archived: Type.Boolean(),
  }),
]);
export type ContainerDetail = Static<typeof ContainerDetail>;
