import { settlementConsole as t } from '@kanat/shared/i18n/lazy';
import { ErrorState, LoadingBlock } from '@kanat/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { errorText, PageHeader } from '../../../ui';
import { getBankImport } from '../api/bank';
import { BANK_ROOT } from '../bank-words';
import { ImportView } from './import-view';

/** /yonetim/banka/:id: an earlier import's lines, to settle what is still unmatched. */
export function BankImportPage() {
  const { id = '' } = useParams();
  const view = useQuery({
    queryKey: ['admin', 'bank-import', id],
    queryFn: () => getBankImport(id),
  });
  return (
    <>
      <PageHeader title={t.bankTitle} back={{ to: BANK_ROOT, label: t.importsTitle }} />
      {view.isPending ? (
        <LoadingBlock />
      ) : view.isError ? (
        <ErrorState title={errorText(view.error)} onRetry={() => void view.refetch()} />
      ) : (
        <ImportView key={view.data.id} view={view.data} />
      )}
    </>
  );
}
