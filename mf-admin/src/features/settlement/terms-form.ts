import type { SiteTerms } from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import {
  formatRate,
  normalizeTurkishIban,
  PAYMENT_TERM_DAYS_MAX,
  parseDays,
  parseRate,
  printIban,
} from '@kanat/shared/rules';
import type { RuleVerdict } from '@kanat/shared/validation';

const t = messages.adminSettlement;

/** The site terms' form as typed: percentages with a comma, days, the IBAN with spaces. */
export interface TermsFormValues {
  buyerPremium: string;
  sellerCommission: string;
  vat: string;
  paymentTermDays: string;
  graceDays: string;
  autoFlagAfter: string;
  iban: string;
  accountName: string;
}

/** '%10' -> '10', '%7,5' -> '7,5': a rate as the form shows it. */
const typedRate = (bp: number) => formatRate(bp).slice(1);

export function termsToForm(terms: SiteTerms): TermsFormValues {
  return {
    buyerPremium: typedRate(terms.buyerPremiumBp),
    sellerCommission: typedRate(terms.sellerCommissionBp),
    vat: typedRate(terms.vatBp),
    paymentTermDays: String(terms.paymentTermDays),
    graceDays: String(terms.graceDays),
    autoFlagAfter: terms.autoFlagAfter === null ? '' : String(terms.autoFlagAfter),
    iban: terms.iban === null ? '' : printIban(terms.iban),
    accountName: terms.accountName ?? '',
  };
}

/** The form's values as the server takes them; fields that do not read are left out. */
export function formToTerms(values: TermsFormValues): SiteTerms {
  const flag = values.autoFlagAfter.trim();
  return {
    buyerPremiumBp: parseRate(values.buyerPremium) ?? -1,
    sellerCommissionBp: parseRate(values.sellerCommission) ?? -1,
    vatBp: parseRate(values.vat) ?? -1,
    paymentTermDays: parseDays(values.paymentTermDays, 1, PAYMENT_TERM_DAYS_MAX) ?? 0,
    graceDays: parseDays(values.graceDays, 0, 60) ?? -1,
    autoFlagAfter: flag === '' ? null : (parseDays(flag, 1, 20) ?? 0),
    iban: values.iban.trim() === '' ? null : (normalizeTurkishIban(values.iban) ?? values.iban),
    accountName: values.accountName.trim() === '' ? null : values.accountName.trim(),
  };
}

/** The same rules as the server's, with a message beside each field. */
export function validateTermsForm(values: TermsFormValues): RuleVerdict {
  const errors: Partial<Record<keyof TermsFormValues, string>> = {};
  for (const field of ['buyerPremium', 'sellerCommission', 'vat'] as const) {
    if (parseRate(values[field]) === null) errors[field] = t.rateTyped;
  }
  if (parseDays(values.paymentTermDays, 1, PAYMENT_TERM_DAYS_MAX) === null) {
    errors.paymentTermDays = fill(t.daysTyped, { min: 1, max: PAYMENT_TERM_DAYS_MAX });
  }
  if (parseDays(values.graceDays, 0, 60) === null) {
    errors.graceDays = fill(t.daysTyped, { min: 0, max: 60 });
  }
  const flag = values.autoFlagAfter.trim();
  if (flag !== '' && parseDays(flag, 1, 20) === null) errors.autoFlagAfter = t.autoFlagTyped;
  const iban = values.iban.trim();
  if (iban !== '' && normalizeTurkishIban(iban) === null) errors.iban = t.ibanInvalid;
  if (iban !== '' && values.accountName.trim() === '') errors.accountName = t.ibanWithoutName;
  if (values.accountName.trim().length > 200) errors.accountName = t.accountNameInvalid;
  return { errors };
}
