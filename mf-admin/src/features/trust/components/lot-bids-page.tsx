import type { AdminLotBidsResult, AdminLotBidView } from '@kanat/shared/contracts';
import { formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { ErrorState, LoadingBlock } from '@kanat/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  DataTable,
  errorText,
  FactList,
  Notice,
  notify,
  PageHeader,
  ReasonDialog,
} from '../../../ui';
import { annulBid } from '../api/annul-bid';
import { getLotBids } from '../api/get-lot-bids';
import { memberPath, SIGNALS_ROOT, trustKeys } from '../trust-paths';
import { bidColumns } from './bid-columns';
import { SignalTable } from './signal-table';

const texts = messages.adminTrust.lotBids;

const Heading = styled.h3`
  margin: ${({ theme }) => theme.space.xl}px 0 ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.typography.size.lg}px;
`;

const Gap = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md}px;
`;

function LotFacts({ lot }: { lot: AdminLotBidsResult['lot'] }) {
  return (
    <FactList data-testid="lot-bid-facts">
      <div>
        <dt>{texts.price}</dt>
        <dd data-testid="lot-price">{formatMoney(lot.currentAmount)}</dd>
      </div>
      <div>
        <dt>{texts.count}</dt>
        <dd>{lot.bidCount}</dd>
      </div>
      <div>
        <dt>{texts.leader}</dt>
        <dd>{lot.leaderName ?? '—'}</dd>
      </div>
      <div>
        <dt>{texts.owner}</dt>
        <dd>
          {lot.ownerId === null ? (
            lot.ownerName || '—'
          ) : (
            <Link to={memberPath(lot.ownerId)}>{lot.ownerName}</Link>
          )}
        </dd>
      </div>
    </FactList>
  );
}

function LotBids({ data }: { data: AdminLotBidsResult }) {
  const queryClient = useQueryClient();
  const [annulling, setAnnulling] = useState<AdminLotBidView | null>(null);
  const { lot } = data;
  return (
    <>
      <PageHeader
        title={lot.name}
        description={texts.title}
        back={{ to: SIGNALS_ROOT, label: texts.back }}
      />
      <LotFacts lot={lot} />
      {lot.running ? null : (
        <Gap>
          <Notice tone="info">{texts.notRunning}</Notice>
        </Gap>
      )}
      <DataTable
        caption={texts.title}
        columns={bidColumns(lot.running ? setAnnulling : undefined)}
        rows={data.bids}
        rowKey={(bid) => bid.id}
        data-testid="lot-bids"
      />
      <Heading>{texts.signals}</Heading>
      <SignalTable caption={texts.signals} signals={data.signals} data-testid="lot-signals" />
      <ReasonDialog
        open={annulling !== null}
        title={texts.annul}
        description={
          <>
            {annulling ? (
              <p>
                <strong>
                  {annulling.userName} · {formatMoney(annulling.amount)}
                </strong>
              </p>
            ) : null}
            {texts.annulConfirm}
          </>
        }
        label={texts.annulReason}
        confirmLabel={texts.annul}
        tone="danger"
        onClose={() => setAnnulling(null)}
        onConfirm={async (reason) => {
          if (annulling === null) return;
          const { currentAmount } = await annulBid({ bidId: String(annulling.id), reason });
          notify.success(fill(texts.annulDone, { amount: formatMoney(currentAmount) }));
          await queryClient.invalidateQueries({ queryKey: trustKeys.all });
        }}
      />
    </>
  );
}

/**
 * /yonetim/teklifler/:auctionId: a lot's bids, newest first, the annulled ones struck through
 * with the reason. While the lot runs, staff annul a standing bid with a reason and the price
 * is recomputed; below, the lot's trust signals.
 */
export function LotBidsPage() {
  const { auctionId = '' } = useParams();
  const query = useQuery({
    queryKey: trustKeys.lot(auctionId),
    queryFn: () => getLotBids(auctionId),
  });
  if (query.isError) {
    return (
      <ErrorState
        title={texts.loadFailed}
        description={errorText(query.error, '') || undefined}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data === undefined) return <LoadingBlock />;
  return <LotBids data={query.data} />;
}
