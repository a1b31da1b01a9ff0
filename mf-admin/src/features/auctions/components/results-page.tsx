import type { AdminGroupResults, BidderContact, ResultLot } from '@kanat/shared/contracts';
import { formatMoney, padSerial } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { records } from '@kanat/shared/i18n/lazy';
import { AnchorButton, Button, ErrorState, LoadingBlock } from '@kanat/shared/ui';
import { Checkbox } from '@kanat/shared/ui/controls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  type ConsoleColumn,
  DataTable,
  errorText,
  Notice,
  notify,
  PageHeader,
  PrintButton,
} from '../../../ui';
import { getResults } from '../api/get-results';
import { markLot } from '../api/mark-lot';
import { resultsCsvUrl } from '../api/results-csv-url';
import { useLiveResults } from '../hooks/use-live-results';
import { LotState } from './lot-state';
import { RelistDialog } from './relist-dialog';

const text = messages.adminAuctions;

const Totals = styled.dl`
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
    font-size: ${({ theme }) => theme.typography.size.xs}px;
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg}px;
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

/** What the results print as: the totals and the table (the page's own heading is on screen only). */
const PrintArea = styled.div`
  h2 {
    display: none;
  }
  @media print {
    h2 {
      display: block;
    }
  }
`;

const Person = styled.div`
  display: grid;
  gap: 2px;
  font-size: ${({ theme }) => theme.typography.size.sm}px;
`;

function Contact({ person, amount }: { person: BidderContact | null; amount?: number }) {
  if (person === null) return <>{text.noWinner}</>;
  return (
    <Person>
      <strong>
        {person.fullname}
        {amount === undefined ? null : ` · ${formatMoney(amount)}`}
      </strong>
      {person.phone ? <a href={`tel:${person.phone}`}>{person.phone}</a> : null}
      {person.mail ? <a href={`mailto:${person.mail}`}>{person.mail}</a> : null}
      <span>{[person.city, person.province].filter(Boolean).join(', ')}</span>
    </Person>
  );
}

/** gruplar/:id/sonuclar: hammer prices, winners, underbidders, totals; paid and delivered. */
export function ResultsPage() {
  const { id = '' } = useParams();
  const client = useQueryClient();
  const key = ['admin-group-results', id];
  const results = useQuery({ queryKey: key, queryFn: () => getResults({ id }) });
  useLiveResults(id, results);
  const navigate = useNavigate();
  const [relisting, setRelisting] = useState(false);
  const mark = useMutation({
    mutationFn: markLot,
    onSuccess: ({ lot }) =>
      client.setQueryData<AdminGroupResults>(key, (current) =>
        current === undefined
          ? current
          : {
              ...current,
              lots: current.lots.map((row) =>
                row.id === lot.id
                  ? { ...row, paidAt: lot.paidAt, deliveredAt: lot.deliveredAt }
                  : row,
              ),
            },
      ),
  });

  if (results.isPending) return <LoadingBlock />;
  if (results.isError) {
    return <ErrorState title={errorText(results.error)} onRetry={() => void results.refetch()} />;
  }
  const { group, lots, totals } = results.data;
  const unsold = lots.filter((lot) => lot.status === 3 && lot.hammerPrice === null);

  const toggle = (lot: ResultLot, field: 'paid' | 'delivered', label: string) => (
    <Checkbox
      label={label}
      checked={(field === 'paid' ? lot.paidAt : lot.deliveredAt) !== null}
      disabled={lot.hammerPrice === null || mark.isPending}
      onChange={(event) => mark.mutate({ id: lot.id, [field]: event.currentTarget.checked })}
    />
  );

  const columns: readonly ConsoleColumn<ResultLot>[] = [
    {
      key: 'lot',
      header: text.csv.name,
      primary: true,
      render: (lot) => `${lot.name} (${padSerial(lot.serial)} · ${lot.tagNum})`,
    },
    { key: 'state', header: text.state, render: (lot) => <LotState lot={lot} /> },
    { key: 'bids', header: text.lotBids, align: 'right', render: (lot) => lot.bidCount },
    {
      key: 'hammer',
      header: text.hammerPrice,
      align: 'right',
      render: (lot) => (lot.hammerPrice === null ? text.noWinner : formatMoney(lot.hammerPrice)),
    },
    { key: 'winner', header: text.winner, render: (lot) => <Contact person={lot.winner} /> },
    {
      key: 'under',
      header: text.underbidder,
      render: (lot) => (
        <Contact person={lot.underbidder} amount={lot.underbidder?.amount ?? undefined} />
      ),
    },
    { key: 'paid', header: text.paid, render: (lot) => toggle(lot, 'paid', text.paid) },
    {
      key: 'delivered',
      header: text.delivered,
      render: (lot) => toggle(lot, 'delivered', text.delivered),
    },
  ];

  return (
    <>
      <PageHeader
        title={fill(text.resultsTitle, { name: group.name })}
        back={{ to: `/yonetim/gruplar/${id}`, label: group.name }}
        actions={
          <>
            {unsold.length > 0 && totals.ongoingCount === 0 ? (
              <Button $variant="secondary" onClick={() => setRelisting(true)}>
                {text.relist}
              </Button>
            ) : null}
            {totals.ongoingCount === 0 && group.expiry <= Date.now() ? (
              <Link to={`/yonetim/hesaplar/group/${id}/rapor`}>{records.reportLink}</Link>
            ) : null}
            <PrintButton />
            <AnchorButton href={resultsCsvUrl(id)} download $variant="primary">
              {text.downloadCsv}
            </AnchorButton>
          </>
        }
      />
      <p>{text.resultsLive}</p>
      <PrintArea data-print-sheet>
        <h2>{fill(text.resultsTitle, { name: group.name })}</h2>
        <Totals data-testid="results-totals">
          <div>
            <dt>{text.soldCount}</dt>
            <dd>{totals.soldCount}</dd>
          </div>
          <div>
            <dt>{text.unsoldCount}</dt>
            <dd>{totals.unsoldCount}</dd>
          </div>
          <div>
            <dt>{text.ongoingCount}</dt>
            <dd>{totals.ongoingCount}</dd>
          </div>
          <div>
            <dt>{text.cancelledCount}</dt>
            <dd>{totals.cancelledCount}</dd>
          </div>
          <div>
            <dt>{text.hammerTotal}</dt>
            <dd>{formatMoney(totals.hammerTotal)}</dd>
          </div>
        </Totals>
        {mark.isError ? <Notice tone="error">{errorText(mark.error)}</Notice> : null}
        {mark.isSuccess ? <Notice tone="success">{text.markSaved}</Notice> : null}
        <DataTable
          caption={text.results}
          columns={columns}
          rows={lots}
          rowKey={(lot) => lot.id}
          data-testid="results-table"
        />
      </PrintArea>
      {relisting ? (
        <RelistDialog
          fromGroupId={id}
          lots={unsold}
          onClose={() => setRelisting(false)}
          onDone={(message, groupId) => {
            setRelisting(false);
            notify.success(message);
            navigate(`/yonetim/gruplar/${groupId}`);
          }}
        />
      ) : null}
    </>
  );
}
