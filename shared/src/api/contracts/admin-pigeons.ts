import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { MediaId, MediaVariant } from './media';
import { NoData } from './protocol';

// Pigeons and owners in the console. Field rules beyond shape (ring format, uniqueness,
// owner name and place) are the shared rules in @kanat/shared/rules, run by the service.

const Uid = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' });
const Cursor = Type.Union([Type.String({ minLength: 1, maxLength: 200 }), Type.Null()]);

/**
 * A photo of a pigeon as the console's form sends it back: the upload's media id, or
 * `seed:<n>` for a picture that came with the demo data (no upload behind it).
 */
export const PigeonPhotoKey = Type.String({
  minLength: 1,
  maxLength: 40,
  pattern: '^(seed:[0-9]{1,10}|[A-Za-z0-9_-]{8,40})$',
});

export const OwnerSummary = Type.Object({
  id: Type.String(),
  fullname: Type.String(),
  province: Type.String(),
  city: Type.String(),
  /** Null for an owner without an account. */
  username: Type.Union([Type.String(), Type.Null()]),
  phoneNumber: Type.Union([Type.String(), Type.Null()]),
  /** False: the SPEC's 'fake user', an owner without an account. */
  hasAccount: Type.Boolean(),
  /** Short profile of an owner without an account. */
  note: Type.Union([Type.String(), Type.Null()]),
});
export type OwnerSummary = Static<typeof OwnerSummary>;

export const AdminPigeonRow = Type.Object({
  id: Type.Integer(),
  serial: Type.Integer(),
  tagNum: Type.String(),
  state: Type.String(),
  active: Type.Boolean(),
  ownerId: Type.String(),
  ownerName: Type.String(),
  ownerHasAccount: Type.Boolean(),
  /** Smallest stored size of the cover photo; null without photos. */
  coverUrl: Type.Union([Type.String(), Type.Null()]),
  photoCount: Type.Integer(),
});
export type AdminPigeonRow = Static<typeof AdminPigeonRow>;

export const AdminPigeonsListData = Type.Object(
  {
    /** Serial, ring number prefix or words of the owner's name. */
    q: Type.Optional(Type.String({ maxLength: 60 })),
    ownerId: Type.Optional(Uid),
    active: Type.Optional(Type.Boolean()),
    cursor: Type.Optional(Cursor),
  },
  { additionalProperties: false },
);
export type AdminPigeonsListData = Static<typeof AdminPigeonsListData>;

export const AdminPigeonsListResult = Type.Object({
  rows: Type.Array(AdminPigeonRow),
  /** Pass as `cursor` for the next page; null on the last one. */
  next: Cursor,
});
export type AdminPigeonsListResult = Static<typeof AdminPigeonsListResult>;

export const AdminPigeonPhoto = Type.Object({
  /** What the form sends back in `photoIds` to keep this photo. */
  key: Type.String(),
  url: Type.String(),
  thumbUrl: Type.Union([Type.String(), Type.Null()]),
  variants: Type.Array(MediaVariant),
});
export type AdminPigeonPhoto = Static<typeof AdminPigeonPhoto>;

export const PedigreeFile = Type.Object({
  id: Type.String(),
  url: Type.String(),
  kind: Type.Union([Type.Literal('image'), Type.Literal('document')]),
});
export type PedigreeFile = Static<typeof PedigreeFile>;

export const AdminPigeonAuction = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  groupId: Type.Union([Type.Integer(), Type.Null()]),
  groupName: Type.Union([Type.String(), Type.Null()]),
  /** 2 ongoing, 3 sealed, 4 cancelled. */
  status: Type.Integer(),
  startingBid: Type.Integer(),
  currentAmount: Type.Integer(),
  bidCount: Type.Integer(),
  /** ms epoch (the effective end, moved by soft close). */
  expiry: Type.Integer(),
});
export type AdminPigeonAuction = Static<typeof AdminPigeonAuction>;

export const AdminPigeonDetail = Type.Object({
  id: Type.Integer(),
  serial: Type.Integer(),
  tagNum: Type.String(),
  active: Type.Boolean(),
  state: Type.String(),
  description: Type.String(),
  owner: OwnerSummary,
  /** Cover first. */
  photos: Type.Array(AdminPigeonPhoto),
  pedigree: Type.Union([PedigreeFile, Type.Null()]),
  auctions: Type.Array(AdminPigeonAuction),
  /** The sale request this pigeon came from, if any. */
  saleRequestId: Type.Union([Type.Integer(), Type.Null()]),
  /** ms epoch. */
  createdAt: Type.Integer(),
  updatedAt: Type.Integer(),
});
export type AdminPigeonDetail = Static<typeof AdminPigeonDetail>;

export const AdminPigeonGetData = Type.Object(
  { id: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);

export const AdminPigeonGetResult = Type.Object({ pigeon: AdminPigeonDetail });
export type AdminPigeonGetResult = Static<typeof AdminPigeonGetResult>;

export const AdminPigeonSaveData = Type.Object(
  {
    /** Absent: a new pigeon. */
    id: Type.Optional(Type.Integer({ minimum: 1 })),
    /** Absent or null: the next free serial. */
    serial: Type.Optional(Type.Union([Type.Null(), Type.Integer()])),
    tagNum: Type.String({ maxLength: 40 }),
    ownerId: Type.String({ maxLength: 40 }),
    active: Type.Boolean(),
    state: Type.String({ maxLength: 200 }),
    description: Type.String({ maxLength: 8000 }),
    /** Ordered, cover first: new uploads (purpose pigeon-photo) and the photos kept. */
    photoIds: Type.Array(PigeonPhotoKey, { maxItems: 40 }),
    /** An upload of purpose 'pedigree' (image or PDF); null: none. */
    pedigreeId: Type.Union([MediaId, Type.Null()]),
  },
  { additionalProperties: false },
);
export type AdminPigeonSaveData = Static<typeof AdminPigeonSaveData>;

export const AdminPigeonNextSerialResult = Type.Object({ serial: Type.Integer() });

export const AdminOwnersSearchData = Type.Object(
  { q: Type.String({ minLength: 1, maxLength: 60 }) },
  { additionalProperties: false },
);

export const AdminOwnersSearchResult = Type.Object({ owners: Type.Array(OwnerSummary) });
export type AdminOwnersSearchResult = Static<typeof AdminOwnersSearchResult>;

export const AdminOwnerSaveData = Type.Object(
  {
    /** Absent: a new owner without an account. */
    id: Type.Optional(Uid),
    fullname: Type.String({ maxLength: 130 }),
    province: Type.String({ maxLength: 400 }),
    city: Type.String({ maxLength: 400 }),
    note: Type.String({ maxLength: 1000 }),
  },
  { additionalProperties: false },
);
export type AdminOwnerSaveData = Static<typeof AdminOwnerSaveData>;

export const AdminOwnerSaveResult = Type.Object({ owner: OwnerSummary });

/**
 * Console calls of this area (`POST /api/fn/<name>`), spread into `callables`.
 */
export const adminPigeonsCallables = {
  adminPigeonsList: { data: AdminPigeonsListData, result: AdminPigeonsListResult },
  adminPigeonGet: { data: AdminPigeonGetData, result: AdminPigeonGetResult },
  adminPigeonSave: { data: AdminPigeonSaveData, result: AdminPigeonGetResult },
  adminPigeonNextSerial: { data: NoData, result: AdminPigeonNextSerialResult },
  adminOwnersSearch: { data: AdminOwnersSearchData, result: AdminOwnersSearchResult },
  adminOwnerSave: { data: AdminOwnerSaveData, result: AdminOwnerSaveResult },
} as const satisfies Record<string, { data: TSchema; result?: TSchema }>;
