import { type Static, Type } from '@sinclair/typebox';
import { LEGAL_HTML_MAX, LEGAL_TITLE_MAX } from '../../rules/legal';
import { LegalAcknowledgementColumns, LegalTextColumns } from './columns';
import { NoData } from './protocol';

// The versioned legal texts (KVKK): the public reads, the member's acknowledgements and the
// console's list and publish calls.

export const LegalKindSchema = Type.Union([
  Type.Literal('notice'),
  Type.Literal('terms'),
  Type.Literal('privacy'),
  Type.Literal('cookies'),
  Type.Literal('marketing'),
  Type.Literal('sale-contract'),
]);

export const ConsentKindSchema = Type.Union([
  Type.Literal('marketing-sms'),
  Type.Literal('marketing-mail'),
  Type.Literal('push'),
]);

/** One giving or withdrawal of a consent, as the member's page lists it. */
export const ConsentRecordView = Type.Object({
  kind: ConsentKindSchema,
  granted: Type.Boolean(),
  /** The legal text it was given under and its version (null: before versions were kept). */
  textKind: LegalKindSchema,
  textVersion: Type.Union([Type.Integer(), Type.Null()]),
  source: Type.Union([
    Type.Literal('registration'),
    Type.Literal('account'),
    Type.Literal('browser-push'),
  ]),
  /** The browser it came from, as its user agent named it. */
  userAgent: Type.Union([Type.String(), Type.Null()]),
  recordedAt: Type.Number(),
});
export type ConsentRecordView = Static<typeof ConsentRecordView>;

/** `myConsents`: each kind's state, the history newest first, and the consent text's version. */
export const MyConsents = Type.Object({
  current: Type.Object({
    'marketing-sms': Type.Boolean(),
    'marketing-mail': Type.Boolean(),
    push: Type.Boolean(),
  }),
  records: Type.Array(ConsentRecordView),
  /** The current commercial-message consent text's version; null while none is published. */
  marketingVersion: Type.Union([Type.Integer(), Type.Null()]),
});
export type MyConsents = Static<typeof MyConsents>;

/**
 * `setConsent`: give or withdraw one commercial-message consent, under the text version the
 * page showed (refused when it is no longer current). Web Push is given by a browser turning
 * notices on; here it can only be withdrawn (every browser's subscription ends).
 */
export const SetConsentData = Type.Object({
  kind: ConsentKindSchema,
  granted: Type.Boolean(),
  version: Type.Optional(Type.Integer({ minimum: 1 })),
  /** The browser's device id, kept with the record. */
  deviceId: Type.Optional(Type.String({ maxLength: 100 })),
});
export type SetConsentData = Static<typeof SetConsentData>;

/** The commercial-message consents a registration form asked for, under the version it showed. */
export const RegistrationConsents = Type.Object({
  'marketing-sms': Type.Boolean(),
  'marketing-mail': Type.Boolean(),
  version: Type.Integer({ minimum: 1 }),
});
export type RegistrationConsents = Static<typeof RegistrationConsents>;

/** `legalText` data: which text. */
export const LegalTextData = Type.Object({ kind: LegalKindSchema });
export type LegalTextData = Static<typeof LegalTextData>;

/** One version of a legal text as the site shows it; `createdAt` is when it took effect. */
export const LegalTextVersion = Type.Composite([
  Type.Object({ kind: LegalKindSchema }),
  Type.Pick(LegalTextColumns, ['version', 'title', 'html', 'createdAt']),
]);
export type LegalTextVersion = Static<typeof LegalTextVersion>;

/** The version of each kind a registration shows (and the member acknowledges). */
export const RegistrationAcknowledgement = Type.Object({
  notice: Type.Integer({ minimum: 1 }),
  terms: Type.Integer({ minimum: 1 }),
});
export type RegistrationAcknowledgement = Static<typeof RegistrationAcknowledgement>;

/** One acknowledgement of a member. */
export const LegalAcknowledgementRow = Type.Composite([
  Type.Object({ kind: LegalKindSchema }),
  Type.Pick(LegalAcknowledgementColumns, ['version', 'acknowledgedAt']),
]);
export type LegalAcknowledgementRow = Static<typeof LegalAcknowledgementRow>;

/** `myLegalAcknowledgements`: what the member acknowledged, newest first, and what is current. */
export const MyLegalAcknowledgements = Type.Object({
  acknowledgements: Type.Array(LegalAcknowledgementRow),
  /** The current notice's version; null while none is published. */
  currentNotice: Type.Union([Type.Integer(), Type.Null()]),
});
export type MyLegalAcknowledgements = Static<typeof MyLegalAcknowledgements>;

/** `acknowledgeLegalText` data: the version the member read. */
export const AcknowledgeLegalTextData = Type.Object({
  kind: Type.Literal('notice'),
  version: Type.Integer({ minimum: 1 }),
});
export type AcknowledgeLegalTextData = Static<typeof AcknowledgeLegalTextData>;

/** A version as the console lists it, with who published it. */
export const AdminLegalTextVersion = Type.Composite([
  LegalTextVersion,
  Type.Object({ createdBy: Type.Union([Type.String(), Type.Null()]) }),
]);
export type AdminLegalTextVersion = Static<typeof AdminLegalTextVersion>;

/** `adminLegalTexts`: every kind with its versions, newest first (the first is current). */
export const AdminLegalTextsResult = Type.Object({
  kinds: Type.Array(
    Type.Object({ kind: LegalKindSchema, versions: Type.Array(AdminLegalTextVersion) }),
  ),
});
export type AdminLegalTextsResult = Static<typeof AdminLegalTextsResult>;

/** `adminLegalTextSave`: publishes the next version of a kind. */
export const AdminLegalTextSaveData = Type.Object({
  kind: LegalKindSchema,
  title: Type.String({ maxLength: LEGAL_TITLE_MAX }),
  html: Type.String({ maxLength: LEGAL_HTML_MAX }),
});
export type AdminLegalTextSaveData = Static<typeof AdminLegalTextSaveData>;

/** The legal texts' functions, spread into `callables`. */
/**
 * A sale's contract (issue 35): the pre-information and terms a member accepts once per sale,
 * before their first bid in it. The sale is named by one of its lots (`auctionId`: the lot's
 * group, or the lot alone) or by the hall sale (`hallSaleId`).
 */
export const SaleContractData = Type.Object({
  auctionId: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}$' })),
  hallSaleId: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}$' })),
});
export type SaleContractData = Static<typeof SaleContractData>;

export const SaleContractAcceptance = Type.Object({
  version: Type.Integer(),
  acceptedAt: Type.Integer(),
});
export type SaleContractAcceptance = Static<typeof SaleContractAcceptance>;

export const SaleContractView = Type.Object({
  sale: Type.Object({
    kind: Type.Union([Type.Literal('group'), Type.Literal('auction'), Type.Literal('hall')]),
    id: Type.String(),
    name: Type.String(),
  }),
  /** The house's text in force ('sale-contract'). */
  text: LegalTextVersion,
  /** The member's acceptance for this sale; null: not yet (a bid is refused until then). */
  accepted: Type.Union([SaleContractAcceptance, Type.Null()]),
});
export type SaleContractView = Static<typeof SaleContractView>;

export const AcceptSaleContractData = Type.Composite([
  SaleContractData,
  /** The version the member read: an older one is refused (the text changed meanwhile). */
  Type.Object({ version: Type.Integer({ minimum: 1 }) }),
]);
export type AcceptSaleContractData = Static<typeof AcceptSaleContractData>;

export const legalCallables = {
  saleContract: { data: SaleContractData, result: SaleContractView },
  acceptSaleContract: { data: AcceptSaleContractData, result: SaleContractAcceptance },
  legalText: { data: LegalTextData, result: LegalTextVersion },
  myLegalAcknowledgements: { data: NoData, result: MyLegalAcknowledgements },
  acknowledgeLegalText: { data: AcknowledgeLegalTextData, result: Type.Object({}) },
  adminLegalTexts: { data: NoData, result: AdminLegalTextsResult },
  adminLegalTextSave: { data: AdminLegalTextSaveData, result: LegalTextVersion },
  myConsents: { data: NoData, result: MyConsents },
  setConsent: { data: SetConsentData, result: MyConsents },
} as const;
