import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { OwnerColumns, SaleRequestColumns, UserColumns } from './columns';
import { MediaId, MediaVariant } from './media';
import { NoData } from './protocol';
import { RaceResultInputRow, RaceResultRow } from './race-results';

// A member asks to put a pigeon up for auction; staff accept (creating the pigeon) or reject.
// Field rules beyond shape are the shared rules (validateSaleRequestForm, validateTagNum,
// validateStaffReason in @kanat/shared/rules), run by the service.

export const saleRequestStatusNames = ['pending', 'accepted', 'rejected'] as const;
export type SaleRequestStatusName = (typeof saleRequestStatusNames)[number];
const Status = Type.Union(saleRequestStatusNames.map((s) => Type.Literal(s)));
const Cursor = Type.Union([Type.String({ minLength: 1, maxLength: 200 }), Type.Null()]);

export const SaleRequestPhoto = Type.Object({
  url: Type.String(),
  thumbUrl: Type.String(),
  variants: Type.Array(MediaVariant),
});
export type SaleRequestPhoto = Static<typeof SaleRequestPhoto>;

/** What the member sees of a request. */
export const SaleRequestView = Type.Composite([
  /** `wishedPrice` in TL. */
  Type.Pick(SaleRequestColumns, ['id', 'status', 'tagNum', 'state', 'description', 'wishedPrice']),
  Type.Object({
    /** Cover first. */
    photos: Type.Array(SaleRequestPhoto),
    /** Staff's reason on rejection. */
    reason: SaleRequestColumns.properties.decisionReason,
    /** The pigeon's serial once accepted. */
    pigeonSerial: Type.Union([Type.Integer(), Type.Null()]),
    /** The pigeon's race results as the member gave them, in their order. */
    races: Type.Array(RaceResultRow),
  }),
  /** ms epoch. */
  Type.Pick(SaleRequestColumns, ['createdAt', 'decidedAt']),
]);
export type SaleRequestView = Static<typeof SaleRequestView>;

export const SaleRequestMember = Type.Composite([
  Type.Pick(UserColumns, ['id']),
  Type.Pick(OwnerColumns, ['fullname']),
  Type.Pick(UserColumns, ['username', 'phoneNumber']),
  Type.Pick(OwnerColumns, ['province', 'city']),
]);

/** What staff see: the member's view plus who asked and what became of it. */
export const AdminSaleRequestRow = Type.Intersect([
  SaleRequestView,
  Type.Composite([
    Type.Object({ member: SaleRequestMember }),
    Type.Pick(SaleRequestColumns, ['pigeonId', 'decidedBy']),
  ]),
]);
export type AdminSaleRequestRow = Static<typeof AdminSaleRequestRow>;

export const SaleRequestCreateData = Type.Object(
  {
    tagNum: Type.String({ maxLength: 40 }),
    state: Type.String({ maxLength: 200 }),
    description: Type.String({ maxLength: 8000 }),
    wishedPrice: Type.Integer(),
    /** The member's own uploads (purpose sale-request-photo), cover first. */
    photoIds: Type.Array(MediaId, { maxItems: 20 }),
    /** The pigeon's race results as typed (validateRaceResults); absent: none. */
    races: Type.Optional(Type.Array(RaceResultInputRow, { maxItems: 100 })),
  },
  { additionalProperties: false },
);
export type SaleRequestCreateData = Static<typeof SaleRequestCreateData>;

export const SaleRequestResult = Type.Object({ request: SaleRequestView });
export type SaleRequestResult = Static<typeof SaleRequestResult>;

export const SaleRequestsMineResult = Type.Object({ requests: Type.Array(SaleRequestView) });
export type SaleRequestsMineResult = Static<typeof SaleRequestsMineResult>;

export const AdminSaleRequestsListData = Type.Object(
  { status: Type.Optional(Status), cursor: Type.Optional(Cursor) },
  { additionalProperties: false },
);
export type AdminSaleRequestsListData = Static<typeof AdminSaleRequestsListData>;

export const AdminSaleRequestsListResult = Type.Object({
  rows: Type.Array(AdminSaleRequestRow),
  next: Cursor,
});
export type AdminSaleRequestsListResult = Static<typeof AdminSaleRequestsListResult>;

export const AdminSaleRequestAcceptData = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    /** Absent: the next free serial. */
    serial: Type.Optional(Type.Integer()),
    /** Absent: as the member wrote them. */
    state: Type.Optional(Type.String({ maxLength: 200 })),
    description: Type.Optional(Type.String({ maxLength: 8000 })),
    tagNum: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);
export type AdminSaleRequestAcceptData = Static<typeof AdminSaleRequestAcceptData>;

export const AdminSaleRequestAcceptResult = Type.Object({
  pigeonId: Type.Integer(),
  serial: Type.Integer(),
});
export type AdminSaleRequestAcceptResult = Static<typeof AdminSaleRequestAcceptResult>;

export const AdminSaleRequestRejectData = Type.Object(
  { id: Type.Integer({ minimum: 1 }), reason: Type.String({ maxLength: 2000 }) },
  { additionalProperties: false },
);

export const AdminSaleRequestRejectResult = Type.Object({ request: AdminSaleRequestRow });

/**
 * The member's calls (`saleRequestCreate`, `saleRequestsMine`) and the console's
 * (`adminSaleRequests*`), spread into `callables`.
 */
export const saleRequestsCallables = {
  saleRequestCreate: { data: SaleRequestCreateData, result: SaleRequestResult },
  saleRequestsMine: { data: NoData, result: SaleRequestsMineResult },
  adminSaleRequestsList: { data: AdminSaleRequestsListData, result: AdminSaleRequestsListResult },
  adminSaleRequestAccept: {
    data: AdminSaleRequestAcceptData,
    result: AdminSaleRequestAcceptResult,
  },
  adminSaleRequestReject: {
    data: AdminSaleRequestRejectData,
    result: AdminSaleRequestRejectResult,
  },
} as const satisfies Record<string, { data: TSchema; result?: TSchema }>;
