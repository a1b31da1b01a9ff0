import { type Static, Type } from '@sinclair/typebox';
import { NoData } from './protocol';

/**
 * The parts of a member's data export, in the order the document lists them. Each part is
 * drawn from the tables named in the server's privacy module (its coverage test holds every
 * table with a member's id to that list or to its list of tables left out, with the reason).
 */
export const MY_DATA_SECTIONS = [
  'profile',
  'noticePreferences',
  'sessions',
  'devices',
  'pushSubscriptions',
  'bids',
  'maxBids',
  'watches',
  'saleFollows',
  'hallBids',
  'hallAbsenteeBids',
  'notifications',
  'sentSms',
  'sentMail',
  'newsComments',
  'newsLikes',
  'contactMessages',
  'pigeons',
  'saleRequests',
  'buyerStatements',
  'sellerStatements',
  'secondChanceOffers',
  'legalAcknowledgements',
  'consents',
] as const;
export type MyDataSectionKey = (typeof MY_DATA_SECTIONS)[number];

/** One stored row, as plain JSON: times as ISO text, money as the column holds it. */
export const MyDataRow = Type.Record(Type.String(), Type.Unknown());
export type MyDataRow = Static<typeof MyDataRow>;

/** One part of the export: its key, its Turkish title and every row of it. */
export const MyDataSection = Type.Object({
  key: Type.Union(MY_DATA_SECTIONS.map((key) => Type.Literal(key))),
  title: Type.String(),
  rows: Type.Array(MyDataRow),
});
export type MyDataSection = Static<typeof MyDataSection>;

/** `myDataExport` (and `GET /api/privacy/export.json`): everything the site holds on the caller. */
export const MyDataExport = Type.Object({
  /** The document's Turkish name and what it is (KVKK md. 11). */
  title: Type.String(),
  /** When it was made, ISO text. */
  generatedAt: Type.String(),
  memberId: Type.String(),
  sections: Type.Array(MyDataSection),
});
export type MyDataExport = Static<typeof MyDataExport>;

/** The privacy functions, spread into `callables`. */
export const privacyCallables = {
  myDataExport: { data: NoData, result: MyDataExport },
} as const;
