import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { ConsolePigeonColumns, OwnerColumns, PigeonInput } from './columns';
import { MediaId, MediaVariant } from './media';
import { PedigreeChart } from './pedigree';
import { PigeonVideo } from './pigeon-videos';
import { NoData } from './protocol';
import { RaceResultRow } from './race-results';

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

/** An owner: `username` and `phoneNumber` are null for an owner without an account. */
export const OwnerSummary = Type.Composite([
  Type.Pick(OwnerColumns, ['id', 'fullname', 'province', 'city', 'username', 'phoneNumber']),
  Type.Object({
    /** False: the SPEC's 'fake user', an owner without an account. */
    hasAccount: Type.Boolean(),
    /** Short profile of an owner without an account. */
    note: Type.Union([Type.String(), Type.Null()]),
  }),
]);
export type OwnerSummary = Static<typeof OwnerSummary>;

export const AdminPigeonRow = Type.Composite([
  Type.Pick(ConsolePigeonColumns, ['id', 'serial', 'tagNum', 'name', 'state', 'active', 'ownerId']),
  Type.Object({
    ownerName: Type.String(),
    ownerHasAccount: Type.Boolean(),
    /** Smallest stored size of the cover photo; null without photos. */
    coverUrl: Type.Union([Type.String(), Type.Null()]),
    photoCount: Type.Integer(),
  }),
]);
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

/** What a photo shows, of the set a buyer expects; null: another photo. */
export const PhotoSlot = Type.Union([
  Type.Literal('body'),
  Type.Literal('wings'),
  Type.Literal('eye'),
  Type.Literal('tail'),
  Type.Null(),
]);
export type PhotoSlot = Static<typeof PhotoSlot>;

export const AdminPigeonPhoto = Type.Object({
  /** What the form sends back in `photoIds` to keep this photo. */
  key: Type.String(),
  slot: PhotoSlot,
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

/**
 * A pigeon in the console: every column of the table (a new one comes along by itself), its
 * owner, pictures, pedigree and auctions in place of their ids, the times last (ms epoch).
 */
export const AdminPigeonDetail = Type.Composite([
  Type.Omit(ConsolePigeonColumns, [
    'ownerId',
    'pedigreeMediaId',
    'dnaCertificateMediaId',
    'createdAt',
    'updatedAt',
  ]),
  Type.Object({
    owner: OwnerSummary,
    /** Cover first. */
    photos: Type.Array(AdminPigeonPhoto),
    pedigree: Type.Union([PedigreeFile, Type.Null()]),
    /** The DNA sex certificate (an image or a PDF), shaped as the pedigree file. */
    dnaCertificate: Type.Union([PedigreeFile, Type.Null()]),
    /** Race results in the order staff keep them. */
    races: Type.Array(RaceResultRow),
    /** The pedigree as data: the bloodline and the ancestors, as the auction page shows it. */
    pedigreeChart: PedigreeChart,
    /** Its videos in the order staff set. */
    videos: Type.Array(PigeonVideo),
    auctions: Type.Array(AdminPigeonAuction),
    /** The sale request this pigeon came from, if any. */
    saleRequestId: Type.Union([Type.Integer(), Type.Null()]),
  }),
  Type.Pick(ConsolePigeonColumns, ['createdAt', 'updatedAt']),
]);
export type AdminPigeonDetail = Static<typeof AdminPigeonDetail>;

export const AdminPigeonGetData = Type.Object(
  { id: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);

export const AdminPigeonGetResult = Type.Object({ pigeon: AdminPigeonDetail });
export type AdminPigeonGetResult = Static<typeof AdminPigeonGetResult>;

/** The console's pigeon form: every column staff edit, and the photos and pedigree by id. */
export const AdminPigeonSaveData = Type.Composite(
  [
    Type.Object({
      /** Absent: a new pigeon. */
      id: Type.Optional(Type.Integer({ minimum: 1 })),
      /** Absent or null: the next free serial. */
      serial: Type.Optional(Type.Union([Type.Null(), Type.Integer()])),
    }),
    Type.Omit(PigeonInput, [
      'id',
      'serial',
      'name',
      'sex',
      'colour',
      // Saved with the pedigree (adminPigeonPedigreeSave).
      'bloodline',
      'pedigreeMediaId',
      'dnaCertificateMediaId',
      'createdAt',
      'updatedAt',
    ]),
    Type.Object({
      /** The pigeon's name; absent: unchanged ('' for a new pigeon). */
      name: Type.Optional(Type.String({ maxLength: 200 })),
      /** 'male', 'female' or 'unknown'; absent: unchanged ('unknown' for a new pigeon). */
      sex: Type.Optional(Type.String({ maxLength: 10 })),
      /** The colour as fanciers name it; absent: unchanged ('' for a new pigeon). */
      colour: Type.Optional(Type.String({ maxLength: 200 })),
      /** An upload of purpose 'dna-certificate' (image or PDF); null: none; absent: unchanged. */
      dnaCertificateId: Type.Optional(Type.Union([MediaId, Type.Null()])),
      /** Ordered, cover first: new uploads (purpose pigeon-photo) and the photos kept. */
      photoIds: Type.Array(PigeonPhotoKey, { maxItems: 40 }),
      /**
       * What each photo of `photoIds` shows, in the same order (each slot once); absent: kept
       * photos keep theirs and new ones have none.
       */
      photoSlots: Type.Optional(Type.Array(PhotoSlot, { maxItems: 40 })),
      /** An upload of purpose 'pedigree' (image or PDF); null: none. */
      pedigreeId: Type.Union([MediaId, Type.Null()]),
    }),
  ],
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
