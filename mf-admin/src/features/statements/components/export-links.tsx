import type { SaleRef } from '@kanat/shared/contracts';
import { settlementConsole as t } from '@kanat/shared/i18n/lazy';
import { AnchorButton } from '@kanat/shared/ui';
import { TextField } from '@kanat/shared/ui/controls';
import { useState } from 'react';
import { ButtonRow, FormSection } from '../../../ui';
import { type ExportWhat, monthExportUrl, saleExportUrl } from '../api/export-urls';
import { turkeyToday } from '../statement-words';
import { Block } from './block';

const kinds: readonly [ExportWhat, string][] = [
  ['statements', t.exportStatements],
  ['payments', t.exportPayments],
  ['payouts', t.exportPayouts],
];

function Links({ href }: { href: (what: ExportWhat) => string }) {
  return (
    <ButtonRow>
      {kinds.map(([what, label]) => (
        <AnchorButton key={what} href={href(what)} download $variant="secondary" $size="sm">
          {`${label} (CSV)`}
        </AnchorButton>
      ))}
    </ButtonRow>
  );
}

/** A sale's statements, payments and payouts as CSV for the accountant. */
export function SaleExports({ sale }: { sale: SaleRef }) {
  return (
    <Block title={t.exportsTitle} data-testid="sale-exports">
      <Links href={(what) => saleExportUrl(what, sale)} />
    </Block>
  );
}

/** A month's statements, payments and payouts as CSV (Turkey's calendar month). */
export function MonthExport() {
  const [month, setMonth] = useState(() => turkeyToday().slice(0, 7));
  const valid = /^\d{4}-\d{2}$/.test(month);
  return (
    <FormSection title={t.monthTitle}>
      <TextField
        type="month"
        label={t.month}
        value={month}
        onChange={(event) => setMonth(event.currentTarget.value)}
      />
      {valid ? (
        <div data-testid="month-exports">
          <Links href={(what) => monthExportUrl(what, month)} />
        </div>
      ) : null}
    </FormSection>
  );
}
