import { type Static, Type } from '@sinclair/typebox';

// The records page (rekorlar): the highest prices paid on the site, timed auctions and hall
// mezats together, of all time or of one year (Turkey's calendar).

export const RecordsQuery = Type.Object(
  {
    /** One year's records; absent: of all time. */
    yil: Type.Optional(Type.Integer({ minimum: 1990, maximum: 2100 })),
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
  /** The highest prices, highest first (ties: the earlier sale first). */
  records: Type.Array(PriceRecord),
});
export type RecordsResult = Static<typeof RecordsResult>;
