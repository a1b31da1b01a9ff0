import type { AdminLegalTextsResult } from '@kanat/shared/contracts';
import { formatDateTime } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n/full';
import { ErrorState, LoadingBlock } from '@kanat/shared/ui';
import { Link } from 'react-router-dom';
import { type ConsoleColumn, DataTable, PageHeader } from '../../../ui';
import { useLegalTexts } from './use-legal-texts';

const texts = messages.adminLegal;

type Row = AdminLegalTextsResult['kinds'][number];

const columns: readonly ConsoleColumn<Row>[] = [
  {
    key: 'kind',
    header: texts.kind,
    primary: true,
    render: (row) => <Link to={row.kind}>{texts.kinds[row.kind]}</Link>,
  },
  {
    key: 'version',
    header: texts.version,
    render: (row) => (row.versions[0] ? String(row.versions[0].version) : texts.none),
  },
  {
    key: 'date',
    header: texts.date,
    render: (row) => (row.versions[0] ? formatDateTime(row.versions[0].createdAt) : ''),
  },
];

/** /yonetim/yasal-metinler: each legal text with the version in force and its date. */
export function LegalListPage() {
  const query = useLegalTexts();
  return (
    <section>
      <PageHeader title={texts.title} description={texts.intro} />
      {query.isError ? (
        <ErrorState title={texts.loadFailed} onRetry={() => void query.refetch()} />
      ) : query.data === undefined ? (
        <LoadingBlock />
      ) : (
        <DataTable
          caption={texts.title}
          columns={columns}
          rows={query.data.kinds}
          rowKey={(row) => row.kind}
          data-testid="legal-texts"
        />
      )}
    </section>
  );
}
