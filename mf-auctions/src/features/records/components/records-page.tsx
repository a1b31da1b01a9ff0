import { formatDate, formatMoney, isoDateTime } from '@kanat/shared/format';
import { fill, messages, pageTitle } from '@kanat/shared/i18n';
import { records as texts } from '@kanat/shared/i18n/lazy';
import { shownStatus } from '@kanat/shared/query';
import {
  Card,
  EmptyState,
  ErrorState,
  LoadingBlock,
  PageSection,
  PageTitle,
  PlainList,
  useDocumentTitle,
} from '@kanat/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { RecordPhoto } from '../../../page-parts/record-photo';
import { getRecords, type PriceRecord, recordsSearch } from '../api/get-records';

const Intro = styled.p`
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const YearChoice = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
  margin-bottom: ${({ theme }) => theme.space.lg}px;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.round};
    text-decoration: none;
  }

  a[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
`;

const Row = styled(Card)`
  display: grid;
  grid-template-columns: auto 72px minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.md}px;
    overflow-wrap: anywhere;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm}px;
  }
`;

const Place = styled.span`
  min-width: 2.5em;
  font-size: ${({ theme }) => theme.typography.size.lg}px;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  color: ${({ theme }) => theme.colors.brand};
`;

const Price = styled.strong`
  color: ${({ theme }) => theme.colors.accentStrong};
  font-variant-numeric: tabular-nums;
`;

function RecordRow({ record, place }: { record: PriceRecord; place: number }) {
  return (
    <li>
      <Row $padded data-testid="price-record">
        <Place>{fill(texts.place, { place })}</Place>
        <RecordPhoto photo={record.photo} size={72} />
        <div>
          <h2>
            <Link to={record.href}>{record.name}</Link>
          </h2>
          <Price>{formatMoney(record.price)}</Price>
          <p>
            {record.tagNum}
            {record.bloodline === '' ? '' : ` · ${record.bloodline}`} ·{' '}
            {record.kind === 'hall' ? texts.hall : texts.timed}
            {record.saleName === null ? '' : ` · ${record.saleName}`}
          </p>
          <p>
            <time dateTime={isoDateTime(record.soldOn)}>
              {fill(texts.soldOn, { date: formatDate(record.soldOn) })}
            </time>
          </p>
        </div>
      </Row>
    </li>
  );
}

/** The year in the address (?yil=2026); null: all time. */
function yearOf(params: URLSearchParams): number | null {
  const value = Number(params.get('yil'));
  return Number.isInteger(value) && value >= 1990 && value <= 2100 ? value : null;
}

/** The bloodline in the address (?hat=Janssen); null: every line. */
function bloodlineOf(params: URLSearchParams): string | null {
  const value = params.get('hat')?.trim() ?? '';
  return value === '' ? null : value.slice(0, 120);
}

/**
 * /rekorlar: the highest prices paid on the site, of all time or of a chosen year, of every
 * bloodline or of a chosen one.
 */
export function RecordsPage() {
  useDocumentTitle(pageTitle(messages.nav.records));
  const [params] = useSearchParams();
  const year = yearOf(params);
  const bloodline = bloodlineOf(params);
  const query = useQuery({
    queryKey: ['records', year, bloodline],
    queryFn: ({ signal }) => getRecords(year, bloodline, signal),
  });
  const status = shownStatus(query);
  const rows = query.data?.records ?? [];
  const years = query.data?.years ?? [];
  const lines = query.data?.bloodlines ?? [];
  // The chosen line stays offered even when the year shown has none of it.
  const offered = bloodline === null || lines.includes(bloodline) ? lines : [bloodline, ...lines];
  return (
    <PageSection data-testid="records-page">
      <PageTitle>{texts.title}</PageTitle>
      <Intro>{texts.intro}</Intro>
      <YearChoice aria-label={texts.yearLabel}>
        {[null, ...years].map((each) => (
          <Link
            key={each ?? 'all'}
            to={`/rekorlar${recordsSearch(each, bloodline)}`}
            aria-current={each === year ? 'page' : undefined}
          >
            {each === null ? texts.allTime : String(each)}
          </Link>
        ))}
      </YearChoice>
      {offered.length > 0 ? (
        <YearChoice aria-label={texts.bloodlineLabel} data-testid="record-bloodlines">
          {[null, ...offered].map((each) => (
            <Link
              key={each ?? 'all'}
              to={`/rekorlar${recordsSearch(year, each)}`}
              aria-current={each === bloodline ? 'page' : undefined}
            >
              {each ?? texts.allLines}
            </Link>
          ))}
        </YearChoice>
      ) : null}
      {status === 'loading' ? <LoadingBlock /> : null}
      {status === 'failed' ? (
        <ErrorState title={texts.loadFailed} onRetry={() => void query.refetch()} />
      ) : null}
      {status === 'ready' && rows.length === 0 ? (
        <EmptyState title={texts.none} icon="clock" />
      ) : null}
      {rows.length > 0 ? (
        <PlainList as="ol" $gap="sm" aria-label={texts.title}>
          {rows.map((record, index) => (
            <RecordRow key={`${record.href}:${record.soldOn}`} record={record} place={index + 1} />
          ))}
        </PlainList>
      ) : null}
    </PageSection>
  );
}
