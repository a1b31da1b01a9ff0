import { fill, messages } from '@kanat/shared/i18n/full';
import { bidWithPremium, formatKurus, liraToKurus, sellerLine } from '@kanat/shared/rules';
import { Button, ErrorState, LoadingBlock } from '@kanat/shared/ui';
import { TextField } from '@kanat/shared/ui/controls';
import { ruleResolver } from '@kanat/shared/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { errorText, FieldRow, FormSection, Notice, PageHeader } from '../../../ui';
import { getSiteTerms, saveSiteTerms } from '../api/terms';
import { formToTerms, type TermsFormValues, termsToForm, validateTermsForm } from '../terms-form';

const t = messages.adminSettlement;
const termsKey = ['admin', 'sale-terms'] as const;
/** The example lot's hammer price, in lira. */
const exampleLira = 12_500;

/** What a 12.500 TL lot comes to on these terms, when they read. */
function Example({ values }: { values: TermsFormValues }) {
  const terms = formToTerms(values);
  if (terms.buyerPremiumBp < 0 || terms.sellerCommissionBp < 0 || terms.vatBp < 0) return null;
  const buyer = bidWithPremium(exampleLira, terms).total;
  const seller = sellerLine(liraToKurus(exampleLira), terms).net;
  return (
    <p data-testid="terms-example">
      {fill(t.example, { buyer: formatKurus(buyer), seller: formatKurus(seller) })}
    </p>
  );
}

function TermsForm({ initial }: { initial: TermsFormValues }) {
  const client = useQueryClient();
  const form = useForm<TermsFormValues>({
    resolver: ruleResolver(validateTermsForm),
    defaultValues: initial,
  });
  const { register, formState, handleSubmit, watch, reset } = form;
  const save = useMutation({
    mutationFn: (values: TermsFormValues) => saveSiteTerms(formToTerms(values)),
    onSuccess: (saved) => {
      client.setQueryData(termsKey, saved);
      reset(termsToForm(saved));
    },
  });
  const field = (name: keyof TermsFormValues, label: string, hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      error={formState.errors[name]?.message}
      {...register(name)}
    />
  );

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => save.mutate(values))}
      data-testid="sale-terms"
    >
      <FormSection title={t.ratesTitle}>
        <FieldRow>
          {field('buyerPremium', t.buyerPremium, t.buyerPremiumHint)}
          {field('sellerCommission', t.sellerCommission, t.sellerCommissionHint)}
          {field('vat', t.vat, t.vatHint)}
        </FieldRow>
        <Example values={watch()} />
      </FormSection>
      <FormSection title={t.paymentTitle}>
        <FieldRow>
          {field('paymentTermDays', t.paymentTerm)}
          {field('graceDays', t.graceDays)}
          {field('autoFlagAfter', t.autoFlag, t.autoFlagHint)}
        </FieldRow>
      </FormSection>
      <FormSection title={t.accountTitle}>
        <FieldRow>
          {field('iban', t.iban, t.ibanHint)}
          {field('accountName', t.accountName)}
        </FieldRow>
      </FormSection>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t.save}
        </Button>
      </div>
      {save.isSuccess ? <Notice tone="success">{t.saved}</Notice> : null}
      {save.isError ? <Notice tone="error">{errorText(save.error)}</Notice> : null}
    </form>
  );
}

/** /yonetim/satis-sartlari: the site's terms (issue 33), set by administrators. */
export function SaleTermsPage() {
  const terms = useQuery({ queryKey: termsKey, queryFn: getSiteTerms });
  return (
    <>
      <PageHeader title={t.pageTitle} description={t.pageDescription} />
      {terms.isPending ? <LoadingBlock /> : null}
      {terms.isError ? <ErrorState description={errorText(terms.error)} /> : null}
      {terms.data ? <TermsForm initial={termsToForm(terms.data)} /> : null}
    </>
  );
}
