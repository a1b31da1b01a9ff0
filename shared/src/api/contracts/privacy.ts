import { type Static, Type } from '@sinclair/typebox';
import {
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_STATES,
  PRIVACY_REQUEST_TEXT_MAX,
} from '../../rules/legal';
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
  'saleContracts',
  'privacyRequests',
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

/**
 * `eraseMyAccount`: the member erases their account. The second factor's token of this device
 * (as for a password change), and the word the page asked them to type.
 */
export const EraseMyAccountData = Type.Object({
  confirm: Type.String({ maxLength: 20 }),
  mfaToken: Type.String({ maxLength: 256 }),
  deviceId: Type.String({ maxLength: 100 }),
});
export type EraseMyAccountData = Static<typeof EraseMyAccountData>;

/** What was kept, under which pseudonym, until when (ms). */
export const EraseMyAccountResult = Type.Object({
  pseudonym: Type.String(),
  keptUntil: Type.Number(),
  kept: Type.Array(Type.String()),
});
export type EraseMyAccountResult = Static<typeof EraseMyAccountResult>;

const PrivacyRequestKindSchema = Type.Union(
  PRIVACY_REQUEST_KINDS.map((kind) => Type.Literal(kind)),
);
const PrivacyRequestStateSchema = Type.Union(
  PRIVACY_REQUEST_STATES.map((state) => Type.Literal(state)),
);

/** One application as its member sees it (times in ms). */
export const PrivacyRequestView = Type.Object({
  id: Type.Integer(),
  kind: PrivacyRequestKindSchema,
  details: Type.String(),
  state: PrivacyRequestStateSchema,
  createdAt: Type.Number(),
  /** The answer is due by then (thirty days). */
  dueAt: Type.Number(),
  answer: Type.Union([Type.String(), Type.Null()]),
  answeredAt: Type.Union([Type.Number(), Type.Null()]),
});
export type PrivacyRequestView = Static<typeof PrivacyRequestView>;

/** `submitPrivacyRequest`: a member's application. */
export const SubmitPrivacyRequestData = Type.Object({
  kind: PrivacyRequestKindSchema,
  details: Type.String({ maxLength: PRIVACY_REQUEST_TEXT_MAX + 200 }),
});
export type SubmitPrivacyRequestData = Static<typeof SubmitPrivacyRequestData>;

/** An application in the console's queue: the member, whether it is late, who answered. */
export const AdminPrivacyRequestView = Type.Composite([
  PrivacyRequestView,
  Type.Object({
    memberId: Type.String(),
    memberName: Type.Union([Type.String(), Type.Null()]),
    username: Type.Union([Type.String(), Type.Null()]),
    /** Open past its due day. */
    overdue: Type.Boolean(),
    answeredBy: Type.Union([Type.String(), Type.Null()]),
  }),
]);
export type AdminPrivacyRequestView = Static<typeof AdminPrivacyRequestView>;

export const AdminPrivacyRequestsData = Type.Object({
  /** 'open' (the default): those waiting, the most urgent first; 'all': every one, newest first. */
  show: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('all')])),
});
export type AdminPrivacyRequestsData = Static<typeof AdminPrivacyRequestsData>;

export const AdminPrivacyRequestsResult = Type.Object({
  requests: Type.Array(AdminPrivacyRequestView),
  openCount: Type.Integer(),
  overdueCount: Type.Integer(),
});
export type AdminPrivacyRequestsResult = Static<typeof AdminPrivacyRequestsResult>;

/** `adminPrivacyRequestAnswer`: staff answer (or turn down, with the reason) an open one. */
export const AdminPrivacyRequestAnswerData = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  state: Type.Union([Type.Literal('answered'), Type.Literal('rejected')]),
  answer: Type.String({ maxLength: PRIVACY_REQUEST_TEXT_MAX + 200 }),
});
export type AdminPrivacyRequestAnswerData = Static<typeof AdminPrivacyRequestAnswerData>;

/** The privacy functions, spread into `callables`. */
export const privacyCallables = {
  eraseMyAccount: { data: EraseMyAccountData, result: EraseMyAccountResult },
  myDataExport: { data: NoData, result: MyDataExport },
  myPrivacyRequests: {
    data: NoData,
    result: Type.Object({ requests: Type.Array(PrivacyRequestView) }),
  },
  submitPrivacyRequest: { data: SubmitPrivacyRequestData, result: PrivacyRequestView },
  adminPrivacyRequests: { data: AdminPrivacyRequestsData, result: AdminPrivacyRequestsResult },
  adminPrivacyRequestAnswer: {
    data: AdminPrivacyRequestAnswerData,
    result: AdminPrivacyRequestView,
  },
} as const;
