import { type Static, Type } from '@sinclair/typebox';

// The records page (rekorlar): the highest prices paid on the site, timed auctions and hall
// mezats together, of all time or of one year (Turkey's calendar).

export const RecordsQuery = Type.Object(
  {
    /** One year's records; absent: of all time. */
    yil: Type.Optional(Type.Integer({ minimum: 1990, maximum: 2100 })),
    /** One bloodline's records (the pigeon's bloodline as written); absent: every line. */
    hat: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
  },
  { additionalProperties: false },
);
export type RecordsQuery = Static<typeof RecordsQuery>;

export const PriceRecord = Type.Object({
  /** 'auction': a timed auction's hammer price; 'hall': a lot sold in a hall mezat. */
  kind: Type.Union([Type.Literal('auction'), Type.Literal('hall')]),
  /** The sale's page on the site. */
  href: Type.String(),
  /** The lot's name (a hall lot: its pigeon's name, or its ring when it has none). */
  name: Type.String(),
  tagNum: Type.String(),
  /** The pigeon's bloodline; '' when not given. */
  bloodline: Type.String(),
  /** The pigeon's cover photo; null without photos. */
  photo: Type.Union([Type.String(), Type.Null()]),
  /** The price paid, in the site's money unit (as auction prices). */
  price: Type.Integer(),
  /** When the hammer fell (ms epoch). */
  soldOn: Type.Integer(),
  /** The group or the hall mezat it was sold in; null for a lot sold on its own. */
  saleName: Type.Union([Type.String(), Type.Null()]),
});
export type PriceRecord = Static<typeof PriceRecord>;

export const RecordsResult = Type.Object({
  /** The years with a sale, newest first (for the year choice). */
  years: Type.Array(Type.Integer()),
  /** The year shown; null: all time. */
  year: Type.Union([Type.Integer(), Type.Null()]),
  /**
   * The bloodlines of the pigeons sold (in the year shown), the dearest line first, at most
   * RECORD_BLOODLINES_SHOWN (for the bloodline choice).
   */
  bloodlines: Type.Array(Type.String()),
  /** The bloodline shown; null: every line. */
  bloodline: Type.Union([Type.String(), Type.Null()]),
  /** The highest prices, highest first (ties: the earlier sale first). */
  records: Type.Array(PriceRecord),
});
export type RecordsResult = Static<typeof RecordsResult>;

/** A lot of a sale report's top prices. */
export const ReportLot = Type.Object({
  href: Type.String(),
  name: Type.String(),
  tagNum: Type.String(),
  photo: Type.Union([Type.String(), Type.Null()]),
  price: Type.Integer(),
});
export type ReportLot = Static<typeof ReportLot>;

/**
 * A finished sale's report (satış raporu): a group's or a hall mezat's; what sold and what did
 * not, the money, the top prices and where the buyers are from. Prices in the site's money unit
 * (as auction prices).
 */
export const SaleReport = Type.Object({
  kind: Type.Union([Type.Literal('group'), Type.Literal('hall')]),
  saleId: Type.String(),
  /** The sale's own page. */
  href: Type.String(),
  name: Type.String(),
  /** When the sale ended (ms epoch): the group's end, the hall mezat's last hammer. */
  endedOn: Type.Integer(),
  /** Lots offered (cancelled ones are not). */
  lots: Type.Integer(),
  sold: Type.Integer(),
  unsold: Type.Integer(),
  total: Type.Integer(),
  /** Over the lots sold, half up; null when none sold. */
  average: Type.Union([Type.Integer(), Type.Null()]),
  median: Type.Union([Type.Integer(), Type.Null()]),
  /** The ten highest prices, highest first. */
  top: Type.Array(ReportLot),
  /** Buyers by province, most lots first (a buyer without a province, or in the room: ''). */
  provinces: Type.Array(
    Type.Object({ province: Type.String(), buyers: Type.Integer(), lots: Type.Integer() }),
  ),
  /** The highest price paid on the site in the sale's year up to its end. */
  yearRecord: Type.Union([PriceRecord, Type.Null()]),
});
export type SaleReport = Static<typeof SaleReport>;

/** A lot of the console's copy of a report: what it fetched and who sold and bought it. */
export const AdminReportLot = Type.Object({
  /** The lot's page on the site. */
  href: Type.String(),
  name: Type.String(),
  tagNum: Type.String(),
  sellerId: Type.String(),
  sellerName: Type.String(),
  /** Null when unsold. */
  price: Type.Union([Type.Integer(), Type.Null()]),
  /** The buyer's name, or the room's paddle ('Salon, kürek B42'); null when unsold. */
  buyer: Type.Union([Type.String(), Type.Null()]),
});
export type AdminReportLot = Static<typeof AdminReportLot>;

/** A seller's line of the console's copy: their lots, those sold and the money. */
export const ReportSellerLine = Type.Object({
  sellerId: Type.String(),
  sellerName: Type.String(),
  lots: Type.Integer(),
  sold: Type.Integer(),
  total: Type.Integer(),
});
export type ReportSellerLine = Static<typeof ReportSellerLine>;

/**
 * The console's copy of a sale report (clerks and the accountant): the public report, every lot
 * with its seller and buyer, and each seller's line (reportSellerLines in @kanat/shared/rules).
 */
export const AdminSaleReport = Type.Object({
  report: SaleReport,
  lots: Type.Array(AdminReportLot),
  sellers: Type.Array(ReportSellerLine),
});
export type AdminSaleReport = Static<typeof AdminSaleReport>;

export const adminSaleReportCallables = {
  adminGroupReport: {
    data: Type.Object(
      { id: Type.String({ pattern: '^[0-9]{1,9}$' }) },
      { additionalProperties: false },
    ),
    result: AdminSaleReport,
  },
  adminHallReport: {
    data: Type.Object(
      { id: Type.String({ pattern: '^[0-9]{1,9}$' }) },
      { additionalProperties: false },
    ),
    result: AdminSaleReport,
  },
};
