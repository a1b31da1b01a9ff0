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
]);

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
export const legalCallables = {
  legalText: { data: LegalTextData, result: LegalTextVersion },
  myLegalAcknowledgements: { data: NoData, result: MyLegalAcknowledgements },
  acknowledgeLegalText: { data: AcknowledgeLegalTextData, result: Type.Object({}) },
  adminLegalTexts: { data: NoData, result: AdminLegalTextsResult },
  adminLegalTextSave: { data: AdminLegalTextSaveData, result: LegalTextVersion },
} as const;
