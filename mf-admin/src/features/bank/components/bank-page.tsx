import type { BankImportView } from '@kanat/shared/contracts';
import { formatDateTime } from '@kanat/shared/format';
import { settlementConsole as t } from '@kanat/shared/i18n/lazy';
import { Button, ErrorState, LoadingBlock } from '@kanat/shared/ui';
import { TextField } from '@kanat/shared/ui/controls';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  type ConsoleColumn,
  DataTable,
  errorText,
  FormSection,
  PageHeader,
  StatusBadge,
} from '../../../ui';
import { importBankCsv, listBankImports } from '../api/bank';
import { BANK_ROOT } from '../bank-words';
import { readCsvText } from '../read-csv';
import { ImportView } from './import-view';

type ImportRow = Awaited<ReturnType<typeof listBankImports>>['rows'][number];

const importsKey = ['admin', 'bank-imports'] as const;

const columns: readonly ConsoleColumn<ImportRow>[] = [
  {
    key: 'file',
    header: t.fileName,
    primary: true,
    render: (row) => <Link to={`${BANK_ROOT}/${row.id}`}>{row.fileName}</Link>,
  },
  { key: 'at', header: t.importedAt, render: (row) => formatDateTime(row.importedAt) },
  { key: 'lines', header: t.lineCount, align: 'right', render: (row) => row.lineCount },
  {
    key: 'unmatched',
    header: t.unmatchedCount,
    align: 'right',
    render: (row) =>
      row.unmatchedCount > 0 ? <StatusBadge tone="warning">{row.unmatchedCount}</StatusBadge> : 0,
  },
];

/** The upload: the file is read here as text and sent whole; the result shows below. */
function UploadForm({ onImported }: { onImported: (view: BankImportView) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  return (
    <form
      noValidate
      data-testid="bank-upload"
      onSubmit={async (event) => {
        event.preventDefault();
        const file = input.current?.files?.[0];
        if (!file) {
          setError(t.fileRequired);
          input.current?.focus();
          return;
        }
        setPending(true);
        setError(null);
        try {
          const csv = await readCsvText(file).catch(() => {
            throw new Error(t.fileUnreadable);
          });
          onImported(await importBankCsv({ fileName: file.name.slice(0, 200), csv }));
          if (input.current) input.current.value = '';
        } catch (failure) {
          setError(errorText(failure, t.fileUnreadable));
          input.current?.focus();
        } finally {
          setPending(false);
        }
      }}
    >
      <FormSection title={t.upload}>
        <TextField
          ref={input}
          type="file"
          accept=".csv,text/csv,text/plain"
          label={t.file}
          error={error}
        />
        <div>
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {t.upload}
          </Button>
        </div>
      </FormSection>
    </form>
  );
}

/** /yonetim/banka: upload the bank's statement, settle what did not match, earlier imports. */
export function BankPage() {
  const client = useQueryClient();
  const [latest, setLatest] = useState<BankImportView | null>(null);
  const imports = useQuery({ queryKey: importsKey, queryFn: listBankImports });
  const result = useRef<HTMLDivElement>(null);
  return (
    <>
      <PageHeader title={t.bankTitle} description={t.bankIntro} />
      <UploadForm
        onImported={(view) => {
          setLatest(view);
          void client.invalidateQueries({ queryKey: importsKey });
          requestAnimationFrame(() => result.current?.focus());
        }}
      />
      <div ref={result} tabIndex={-1}>
        {latest ? <ImportView key={latest.id} view={latest} /> : null}
      </div>
      <h3>{t.importsTitle}</h3>
      {imports.isPending ? (
        <LoadingBlock />
      ) : imports.isError ? (
        <ErrorState title={errorText(imports.error)} onRetry={() => void imports.refetch()} />
      ) : (
        <DataTable
          caption={t.importsTitle}
          columns={columns}
          rows={imports.data.rows}
          rowKey={(row) => row.id}
          empty={t.importsEmpty}
          data-testid="bank-imports"
        />
      )}
    </>
  );
}
