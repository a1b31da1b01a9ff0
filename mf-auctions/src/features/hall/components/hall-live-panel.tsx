import { formatMoney, responsiveImage } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n';
import { hallLive } from '@kanat/shared/i18n/lazy';
import { useLiveStatus } from '@kanat/shared/live';
import { Card, FallbackImage } from '@kanat/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import type { HallCatalogueLot } from '../api/get-hall-catalogue';
import type { HallMyStatus } from '../api/hall-my-status';
import type { HallLiveState } from '../api/live-state';
import { type BidAttempt, bidderNotice } from '../bidder-notice';
import { leaderText, lotOfText } from '../hall-texts';
import { HallBidControl } from './hall-bid-control';
import { HallCalls } from './hall-calls';

const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;

  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Photo = styled.div`
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Facts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  align-content: start;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xl}px;
  }
`;

const Numbers = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
`;

const Price = styled.dd`
  font-size: ${({ theme }) => theme.typography.size.xxl}px;
  color: ${({ theme }) => theme.colors.brand};
`;

const Reconnecting = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.warningText};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const Waiting = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg}px;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const TAKES_BIDS = new Set(['open', 'warned']);

export interface HallLivePanelProps {
  live: HallLiveState;
  lots: readonly HallCatalogueLot[];
  mine: HallMyStatus | null;
}

/**
 * The running sale for the online bidder: the lot on the block (photo, "Lot 3 / 40", ring
 * number, owner, price, asking price, where the standing bid sits), the bid button and its
 * status, the auctioneer's calls, and a plain notice while the connection is being restored.
 */
export function HallLivePanel({ live, lots, mine }: HallLivePanelProps) {
  const connection = useLiveStatus();
  const [attempt, setAttempt] = useState<BidAttempt | null>(null);
  const { lot } = live;
  const notice = bidderNotice({ live, lots, mine, attempt });
  const where = lot ? leaderText(lot) : null;
  return (
    <section aria-label={hallLive.currentLot} data-testid="hall-live">
      {connection === 'reconnecting' ? (
        <Reconnecting role="status" data-testid="hall-reconnecting">
          {hallLive.reconnecting}
        </Reconnecting>
      ) : null}
      <Panel $padded>
        {lot ? (
          <>
            <Photo>
              <FallbackImage
                {...(lot.photo
                  ? responsiveImage(lot.photo, { sizes: '(min-width: 750px) 50vw, 100vw' })
                  : {})}
                alt={`${lotOfText(lot.position, live.lotCount)}, ${lot.tagNum}`}
                fetchPriority="high"
              />
            </Photo>
            <Facts>
              <h2>{lotOfText(lot.position, live.lotCount)}</h2>
              <Numbers>
                <dt>{messages.auctions.tagNum}</dt>
                <dd>{lot.tagNum}</dd>
                <dt>{messages.auctions.owner}</dt>
                <dd>{lot.ownerName}</dd>
                <dt>{hallLive.currentPrice}</dt>
                <Price data-testid="hall-current-price">
                  {lot.currentPrice === null ? hallLive.noBidYet : formatMoney(lot.currentPrice)}
                </Price>
                <dt>{hallLive.askingPrice}</dt>
                <dd data-testid="hall-asking-price">{formatMoney(lot.askingPrice)}</dd>
                {where ? (
                  <>
                    <dt>{hallLive.leader}</dt>
                    <dd data-testid="hall-leader">{where}</dd>
                  </>
                ) : null}
              </Numbers>
              <HallBidControl
                saleId={String(live.saleId)}
                lotId={lot.id}
                askingPrice={lot.askingPrice}
                open={TAKES_BIDS.has(lot.status) && connection === 'live'}
                notice={notice}
                onAttempt={setAttempt}
              />
            </Facts>
          </>
        ) : (
          <Facts>
            <Waiting>{hallLive.waitingLot}</Waiting>
            <p role="status" aria-label={hallLive.bidStatus} data-testid="hall-bid-status">
              {notice?.text ?? ''}
            </p>
          </Facts>
        )}
      </Panel>
      <HallCalls calls={live.calls} />
    </section>
  );
}
