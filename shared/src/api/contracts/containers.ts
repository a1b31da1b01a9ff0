import { type Static, Type } from '@sinclair/typebox';
import { Bound, IdText, orderFilters, SearchText } from './auctions';
import { ContainerColumns } from './columns';

const containerOrderFields = ['expiry', 'name', 'totalAmount'] as const;

/** The filters of `POST /api/list/containers` (mf-auctions list-containers.ts). */
export const containerListFilters = {
  id: Type.Optional(IdText),
  /** Parent container id: site info auction_vitrine_id for groups, auction_archive_id for the archive. */
  parent: Type.Optional(IdText),
  /** Every word must start a word of the name (case and Turkish letters ignored). */
  name: Type.Optional(SearchText),
  expiryFrom: Type.Optional(Bound),
  expiryTo: Type.Optional(Bound),
  ...orderFilters(containerOrderFields),
};
const ContainerListFilters = Type.Object(containerListFilters);
export type ContainerListFilters = Static<typeof ContainerListFilters>;

/** One auction container: a group auction or an archived one (SPEC §3 with summaryParams). */
export const ContainerRow = Type.Composite([
  Type.Object({ id: Type.String() }),
  /**
   * `isFinalContainer` true: the children are auctions; false: the children are further
   * groups. `expiry`: ms epoch of the latest child's end, server clock.
   */
  Type.Pick(ContainerColumns, [
    'name',
    'description',
    'photo',
    'isFinalContainer',
    'childCount',
    'totalAuctionsCount',
    'totalBidCount',
    'totalAmount',
    'expiry',
  ]),
]);
export type ContainerRow = Static<typeof ContainerRow>;

/** `GET /api/containers/:id`: a group or archived group. */
export const ContainerDetail = Type.Intersect([
  ContainerRow,
  Type.Object({
    /** The container above this one; null at the top. */
    parent: Type.Union([Type.String(), Type.Null()]),
    /** True for a container of the archive. */
    archived: Type.Boolean(),
    /** When bidding opens (ms epoch, server clock). */
    startedOn: Type.Integer(),
    /**
     * The house's choice: false when the lots are public only from `startedOn` (the lot list
     * is empty before it); true when they are public before the start.
     */
    lotsBeforeStart: Type.Boolean(),
    /** Lots under it (at any depth) sealed with a bid: sold. */
    soldCount: Type.Integer(),
    /** The sum of those lots' hammer prices, TL. */
    hammerTotal: Type.Integer(),
    /**
     * Set only for staff looking at a group not yet on the site: null, a draft; a time, when
     * it goes on the site. Absent for everyone else (who never get such a group).
     */
    preview: Type.Optional(Type.Object({ publishOn: Type.Union([Type.Integer(), Type.Null()]) })),
  }),
]);
export type ContainerDetail = Static<typeof ContainerDetail>;
