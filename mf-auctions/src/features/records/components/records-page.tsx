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
import { Select } from '@kanat/shared/ui/controls';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { getRecords, type PriceRecord } from '../api/get-records';
import { RecordPhoto } from './record-photo';

const Intro = styled.p`
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const YearChoice = styled.div`
  max-width: 220px;
  margin-bottom: ${({ theme }) => theme.space.lg}px;
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
            {record.tagNum} · {record.kind === 'hall' ? texts.hall : texts.timed}
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

/** /rekorlar: the highest prices paid on the site, of all time or of a chosen year. */
export function RecordsPage() {
  useDocumentTitle(pageTitle(messages.nav.records));
  const [params, setParams] = useSearchParams();
  const year = yearOf(params);
  const query = useQuery({
    queryKey: ['records', year],
    queryFn: ({ signal }) => getRecords(year, signal),
    placeholderData: keepPreviousData,
  });
  const status = shownStatus(query);
  const rows = query.data?.records ?? [];
  const years = query.data?.years ?? [];
  return (
    <PageSection data-testid="records-page">
      <PageTitle>{texts.title}</PageTitle>
      <Intro>{texts.intro}</Intro>
      <YearChoice>
        <Select
          label={texts.yearLabel}
          value={year === null ? '' : String(year)}
          options={[
            { value: '', label: texts.allTime },
            ...years.map((each) => ({ value: String(each), label: String(each) })),
          ]}
          onChange={(event) =>
            setParams(event.target.value === '' ? {} : { yil: event.target.value })
          }
        />
      </YearChoice>
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
