import { type Static, Type } from '@sinclair/typebox';
import { IdText } from './auctions';
import { NoData } from './protocol';

// After the hammer (issue 33): the terms a sale is settled on. Rates are basis points
// (1000 = %10); the figures they lead to come from @kanat/shared/rules (settlement.ts). The
// ranges are checked by the server, for their Turkish messages.

const Rates = {
  /** Alıcı komisyonu. */
  buyerPremiumBp: Type.Integer(),
  /** Satıcı komisyonu. */
  sellerCommissionBp: Type.Integer(),
  /** KDV on both commissions; 0: none. */
  vatBp: Type.Integer(),
  /** Days from the sale to the payment's due date. */
  paymentTermDays: Type.Integer(),
};

/** The rates and the term of one sale. */
export const SaleTermsRates = Type.Object(Rates);
export type SaleTermsRates = Static<typeof SaleTermsRates>;

/** The site's default terms, with the house's bank account and the non-payer rules. */
export const SiteTerms = Type.Object({
  ...Rates,
  /** Days after the due date before a statement is overdue. */
  graceDays: Type.Integer(),
  /** Overdue statements after which a buyer is flagged; null: never by itself. */
  autoFlagAfter: Type.Union([Type.Integer(), Type.Null()]),
  /** TR IBAN buyers pay into, grouped by fours when shown; null: not set yet. */
  iban: Type.Union([Type.String({ maxLength: 50 }), Type.Null()]),
  accountName: Type.Union([Type.String({ maxLength: 200 }), Type.Null()]),
});
export type SiteTerms = Static<typeof SiteTerms>;

/**
 * The site's terms as staff save them. `autoFlagAfter` (an integer or null) is checked by the
 * server for its own message: a schema union with null would let the validator's type
 * coercion turn null into 0, or 0 into null.
 */
export const SiteTermsSaveData = Type.Composite([
  Type.Omit(SiteTerms, ['autoFlagAfter']),
  Type.Object({ autoFlagAfter: Type.Unknown() }),
]);
export type SiteTermsSaveData = Static<typeof SiteTermsSaveData>;

/** What a sale is settled on, as bidders see it before they bid. */
export const EffectiveTerms = Type.Object({
  ...Rates,
  /** True when the sale has terms of its own; false: the site's defaults. */
  ownTerms: Type.Boolean(),
  /** The house's IBAN grouped by fours, as a page prints it; null: not set yet. */
  iban: Type.Union([Type.String(), Type.Null()]),
  accountName: Type.Union([Type.String(), Type.Null()]),
});
export type EffectiveTerms = Static<typeof EffectiveTerms>;

/** A sale's own terms, or null to go back to the site's. */
export const SaleTermsSaveData = Type.Object(
  { id: IdText, terms: Type.Union([SaleTermsRates, Type.Null()]) },
  { additionalProperties: false },
);
export type SaleTermsSaveData = Static<typeof SaleTermsSaveData>;

export const SaleTermsParams = Type.Object({
  /** 'site': the site's terms (a timed auction outside any group); the id is then not read. */
  kind: Type.Union([Type.Literal('group'), Type.Literal('hall'), Type.Literal('site')]),
  id: Type.String({ maxLength: 40 }),
});

export const settlementCallables = {
  adminTermsGet: { data: NoData, result: SiteTerms },
  adminTermsSave: { data: SiteTermsSaveData, result: SiteTerms },
  adminGroupTermsSave: { data: SaleTermsSaveData, result: EffectiveTerms },
  adminHallTermsSave: { data: SaleTermsSaveData, result: EffectiveTerms },
};
