import { apiFetch, callFunction } from '@kanat/shared/api';
import type { EffectiveTerms, SaleTermsRates } from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import { formatRate, PAYMENT_TERM_DAYS_MAX, parseDays, parseRate } from '@kanat/shared/rules';
import { Button } from '@kanat/shared/ui';
import { TextField } from '@kanat/shared/ui/controls';
import { ruleResolver } from '@kanat/shared/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorText } from './error-text';
import { FieldRow, FormSection } from './form-section';
import { Notice } from './notice';

const t = messages.adminSettlement;

type SaleKind = 'group' | 'hall';

interface RatesForm {
  buyerPremium: string;
  sellerCommission: string;
  vat: string;
  paymentTermDays: string;
}

const typed = (bp: number) => formatRate(bp).slice(1);

const days = (typed: string) => parseDays(typed, 1, PAYMENT_TERM_DAYS_MAX);

function validate(values: RatesForm) {
  const errors: Partial<Record<keyof RatesForm, string>> = {};
  for (const field of ['buyerPremium', 'sellerCommission', 'vat'] as const) {
    if (parseRate(values[field]) === null) errors[field] = t.rateTyped;
  }
  if (days(values.paymentTermDays) === null) {
    errors.paymentTermDays = fill(t.daysTyped, { min: 1, max: PAYMENT_TERM_DAYS_MAX });
  }
  return { errors };
}

const toRates = (values: RatesForm): SaleTermsRates => ({
  buyerPremiumBp: parseRate(values.buyerPremium) ?? 0,
  sellerCommissionBp: parseRate(values.sellerCommission) ?? 0,
  vatBp: parseRate(values.vat) ?? 0,
  paymentTermDays: days(values.paymentTermDays) ?? 1,
});

/** The terms in one Turkish sentence. */
export function termsSummary(terms: SaleTermsRates): string {
  return fill(t.summary, {
    premium: formatRate(terms.buyerPremiumBp),
    commission: formatRate(terms.sellerCommissionBp),
    vat: formatRate(terms.vatBp),
    days: terms.paymentTermDays,
  });
}

/**
 * A group's or a hall sale's terms (issue 33): which apply (the site's or its own), and, for
 * clerks, giving it terms of its own or taking them back.
 */
export function SaleTermsBox({ kind, id }: { kind: SaleKind; id: string }) {
  const client = useQueryClient();
  const key = ['sale-terms', kind, id];
  const terms = useQuery({
    queryKey: key,
    queryFn: () => apiFetch<EffectiveTerms>(`/api/sale-terms/${kind}/${id}`),
  });
  const [editing, setEditing] = useState(false);
  const form = useForm<RatesForm>({ resolver: ruleResolver(validate) });
  const save = useMutation({
    mutationFn: async (rates: SaleTermsRates | null) => {
      const name = kind === 'group' ? 'adminGroupTermsSave' : 'adminHallTermsSave';
      const { code: _code, ...saved } = await callFunction(name, { id, terms: rates });
      return saved;
    },
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      setEditing(false);
    },
  });

  const open = () => {
    if (terms.data === undefined) return;
    form.reset({
      buyerPremium: typed(terms.data.buyerPremiumBp),
      sellerCommission: typed(terms.data.sellerCommissionBp),
      vat: typed(terms.data.vatBp),
      paymentTermDays: String(terms.data.paymentTermDays),
    });
    save.reset();
    setEditing(true);
  };
  const field = (name: keyof RatesForm, label: string) => (
    <TextField
      label={label}
      error={form.formState.errors[name]?.message}
      {...form.register(name)}
    />
  );

  return (
    <FormSection title={t.boxTitle}>
      <div data-testid="sale-terms-box">
        {terms.isError ? <Notice tone="error">{errorText(terms.error)}</Notice> : null}
        {terms.data ? (
          <p>
            {terms.data.ownTerms ? t.ownTermsApply : t.siteTermsApply} {termsSummary(terms.data)}
          </p>
        ) : null}
        {editing ? (
          <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(toRates(values)))}>
            <FieldRow>
              {field('buyerPremium', t.buyerPremium)}
              {field('sellerCommission', t.sellerCommission)}
              {field('vat', t.vat)}
              {field('paymentTermDays', t.paymentTerm)}
            </FieldRow>
            <FieldRow>
              <Button type="submit" disabled={save.isPending}>
                {t.saveOwnTerms}
              </Button>
              <Button type="button" $variant="ghost" onClick={() => setEditing(false)}>
                {t.cancelEdit}
              </Button>
            </FieldRow>
          </form>
        ) : terms.data ? (
          <FieldRow>
            <Button type="button" $variant="secondary" onClick={open}>
              {terms.data.ownTerms ? t.changeOwnTerms : t.giveOwnTerms}
            </Button>
            {terms.data.ownTerms ? (
              <Button
                type="button"
                $variant="ghost"
                disabled={save.isPending}
                onClick={() => save.mutate(null)}
              >
                {t.backToSite}
              </Button>
            ) : null}
          </FieldRow>
        ) : null}
        {save.isError ? <Notice tone="error">{errorText(save.error)}</Notice> : null}
      </div>
    </FormSection>
  );
}
