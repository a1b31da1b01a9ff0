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
  SectionNotFound,
  useDocumentTitle,
} from '@kanat/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { RecordPhoto } from '../../../page-parts/record-photo';
import {
  getSaleReport,
  type ReportKind,
  type ReportLot,
  type SaleReport,
} from '../api/get-sale-report';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0 0 ${({ theme }) => theme.space.lg}px;

  div {
    padding: ${({ theme }) => theme.space.sm}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm}px;
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg}px;
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const Ended = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const TopRow = styled(Card)`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;

  a {
    overflow-wrap: anywhere;
  }
`;

const Price = styled.strong`
  color: ${({ theme }) => theme.colors.accentStrong};
  font-variant-numeric: tabular-nums;
`;

function TopLot({ lot }: { lot: ReportLot }) {
  return (
    <li>
      <TopRow $padded data-testid="report-top-lot">
        <RecordPhoto photo={lot.photo} size={64} />
        <div>
          <Link to={lot.href}>{lot.name}</Link>
          <div>{lot.tagNum}</div>
        </div>
        <Price>{formatMoney(lot.price)}</Price>
      </TopRow>
    </li>
  );
}

function Report({ report }: { report: SaleReport }) {
  const money = (amount: number | null) => (amount === null ? '–' : formatMoney(amount));
  const year = new Date(report.endedOn + 3 * 3_600_000).getUTCFullYear();
  return (
    <>
      <Ended>
        <time dateTime={isoDateTime(report.endedOn)}>
          {fill(texts.reportEnded, { date: formatDate(report.endedOn) })}
        </time>
      </Ended>
      <Figures data-testid="report-figures">
        <div>
          <dt>{texts.lotsOffered}</dt>
          <dd>{report.lots}</dd>
        </div>
        <div>
          <dt>{texts.lotsSold}</dt>
          <dd>{report.sold}</dd>
        </div>
        <div>
          <dt>{texts.lotsUnsold}</dt>
          <dd>{report.unsold}</dd>
        </div>
        <div>
          <dt>{texts.total}</dt>
          <dd>{formatMoney(report.total)}</dd>
        </div>
        <div>
          <dt>{texts.average}</dt>
          <dd>{money(report.average)}</dd>
        </div>
        <div>
          <dt>{texts.median}</dt>
          <dd>{money(report.median)}</dd>
        </div>
        {report.yearRecord === null ? null : (
          <div>
            <dt>{fill(texts.yearRecord, { year })}</dt>
            <dd>
              <Link to={report.yearRecord.href}>{formatMoney(report.yearRecord.price)}</Link>
            </dd>
          </div>
        )}
      </Figures>
      {report.top.length === 0 ? (
        <EmptyState title={texts.noSale} icon="clock" />
      ) : (
        <section aria-labelledby="report-top">
          <h2 id="report-top">{texts.topPrices}</h2>
          <PlainList as="ol" $gap="xs">
            {report.top.map((lot) => (
              <TopLot key={lot.href} lot={lot} />
            ))}
          </PlainList>
        </section>
      )}
      {report.provinces.length === 0 ? null : (
        <section aria-labelledby="report-provinces">
          <h2 id="report-provinces">{texts.provinces}</h2>
          <PlainList $gap="xxs" data-testid="report-provinces">
            {report.provinces.map((row) => (
              <li key={row.province}>
                <strong>
                  {row.province !== ''
                    ? row.province
                    : report.kind === 'hall'
                      ? texts.roomBuyers
                      : texts.provinceUnknown}
                </strong>
                {': '}
                {fill(texts.provinceLine, { buyers: row.buyers, lots: row.lots })}
              </li>
            ))}
          </PlainList>
        </section>
      )}
    </>
  );
}

/**
 * A finished sale's report: /arsiv/:id/rapor a group's (a group that ended is the archive's),
 * /canli-mezat/:id/rapor a hall mezat's.
 */
export function SaleReportPage({ kind = 'group' }: { kind?: ReportKind }) {
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: ['sale-report', kind, id],
    queryFn: ({ signal }) => getSaleReport(kind, id, signal),
  });
  const report = query.data;
  const name = typeof report === 'object' && report !== null ? report.name : null;
  useDocumentTitle(pageTitle(name === null ? texts.reportLink : fill(texts.reportTitle, { name })));
  const status = shownStatus(query);
  if (status === 'ready' && report === null) return <SectionNotFound />;
  return (
    <PageSection data-testid="sale-report-page">
      <PageTitle>{name === null ? texts.reportLink : fill(texts.reportTitle, { name })}</PageTitle>
      {status === 'loading' ? <LoadingBlock /> : null}
      {status === 'failed' ? <ErrorState onRetry={() => void query.refetch()} /> : null}
      {report === 'not-yet' ? (
        <EmptyState
          title={kind === 'hall' ? texts.hallReportNotYet : texts.reportNotYet}
          icon="clock"
        />
      ) : null}
      {typeof report === 'object' && report !== null ? <Report report={report} /> : null}
      <p>
        {typeof report === 'object' && report !== null ? (
          <>
            <Link to={report.href}>{report.name}</Link>
            {' · '}
          </>
        ) : null}
        <Link to="/rekorlar">{messages.nav.records}</Link>
      </p>
    </PageSection>
  );
}
