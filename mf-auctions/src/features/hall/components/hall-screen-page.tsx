import { formatDateTime, formatMoney, responsiveImage } from '@kanat/shared/format';
import { fill, messages, pageTitle } from '@kanat/shared/i18n';
import { hallCatalogue, hallLive } from '@kanat/shared/i18n/lazy';
import { useLiveStatus } from '@kanat/shared/live';
import { FallbackImage, useDocumentTitle } from '@kanat/shared/ui';
import { QRCodeSVG } from 'qrcode.react';
import { useSyncExternalStore } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { callText, leaderText, lotOfText } from '../hall-texts';
import { useHallSale } from '../hooks/use-hall-sale';

// Read from ten metres on a projector: big type, strong contrast, sizes that follow the screen.
const Screen = styled.div`
  box-sizing: border-box;
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  grid-template-rows: auto minmax(0, 1fr) auto;
  gap: 2vw;
  min-height: 100vh;
  padding: 2.5vw;
  background: ${({ theme }) => theme.colors.brandStrong};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: clamp(16px, 1.6vw, 40px);

  @media (max-width: ${({ theme }) => theme.breakpoints.tablet - 0.02}px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto;
  }
`;

const Top = styled.header`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 1vw;

  h1 {
    margin: 0;
    font-size: clamp(22px, 2.6vw, 64px);
  }
`;

const LotNumber = styled.p`
  margin: 0;
  font-size: clamp(22px, 2.6vw, 64px);
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Photo = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.brand};

  img {
    width: 100%;
    height: 100%;
    max-height: 70vh;
    object-fit: contain;
  }
`;

const Facts = styled.div`
  display: grid;
  align-content: start;
  gap: 1.2vw;
`;

const Label = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.onBrandMuted};
`;

const Price = styled.div`
  font-size: clamp(40px, 7vw, 180px);
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  line-height: 1;
  font-variant-numeric: tabular-nums;
`;

const Big = styled.div`
  font-size: clamp(24px, 3.2vw, 80px);
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const Bottom = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 2vw;
`;

const Calls = styled.div`
  flex: 1 1 20em;

  p {
    margin: 0;
    font-size: clamp(20px, 2.4vw, 60px);
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }

  p + p {
    font-size: 1em;
    font-weight: ${({ theme }) => theme.typography.weight.regular};
    color: ${({ theme }) => theme.colors.onBrandMuted};
  }
`;

const Qr = styled.figure`
  display: flex;
  align-items: center;
  gap: 1vw;
  margin: 0;

  svg {
    width: clamp(96px, 11vw, 280px);
    height: auto;
    padding: 8px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: #ffffff;
  }

  figcaption {
    max-width: 12em;
  }
`;

/** Calls shown on the screen: the newest large, two before it small. */
const SHOWN_CALLS = 3;

const noChange = () => () => {};
/** The sale page's address on this site; null while drawn on the server (no address there). */
function useSaleUrl(saleId: string): string | null {
  return useSyncExternalStore(
    noChange,
    () => `${window.location.origin}/canli-mezat/${saleId}`,
    () => null,
  );
}

/**
 * /canli-mezat/:id/salon: the room's own screen for the projector or the TV, full screen with
 * no site frame and nothing to press: the lot's photo, ring number and owner, the price in
 * large digits, the asking price, "Salonda" or "İnternette" (with the bidder's province, never
 * a name), "Lot 3 / 40", the auctioneer's calls, and a QR code to the sale page.
 */
export function HallScreenPage() {
  const { id = '' } = useParams();
  const { catalogue, live, saleStatus, status } = useHallSale(id, null);
  const connection = useLiveStatus();
  const url = useSaleUrl(id);
  useDocumentTitle(catalogue ? pageTitle(catalogue.sale.title) : null);
  const lot = live?.lot ?? null;
  const total = live?.lotCount ?? catalogue?.lots.length ?? 0;
  const where = lot ? leaderText(lot) : null;
  const calls = (live?.calls ?? [])
    .map((call) => ({ id: call.id, text: callText(call) }))
    .filter((line): line is { id: number; text: string } => line.text !== null)
    .slice(-SHOWN_CALLS)
    .reverse();
  const idle =
    saleStatus === 'ended'
      ? hallLive.pageEnded
      : saleStatus === 'scheduled' && catalogue
        ? fill(hallLive.pageNotStarted, { date: formatDateTime(catalogue.sale.startsAt) })
        : hallLive.screenWaiting;
  if (status === 'ready' && catalogue === null) {
    return (
      <Screen data-testid="hall-screen">
        <Top>
          <h1>{hallCatalogue.notFound}</h1>
        </Top>
      </Screen>
    );
  }
  return (
    <Screen data-testid="hall-screen">
      <Top>
        <h1>{catalogue?.sale.title ?? ''}</h1>
        {lot ? <LotNumber>{lotOfText(lot.position, total)}</LotNumber> : null}
      </Top>
      {lot ? (
        <>
          <Photo>
            <FallbackImage
              {...(lot.photo ? responsiveImage(lot.photo, { sizes: '50vw' }) : {})}
              alt={`${lotOfText(lot.position, total)}, ${lot.tagNum}`}
              fetchPriority="high"
            />
          </Photo>
          <section aria-label={hallLive.currentLot}>
            <Facts>
              <div>
                <Label>{messages.auctions.tagNum}</Label>
                <Big>{lot.tagNum}</Big>
              </div>
              <div>
                <Label>{messages.auctions.owner}</Label>
                {lot.ownerName}
              </div>
              <div>
                <Label>{hallLive.currentPrice}</Label>
                <Price data-testid="hall-screen-price">
                  {lot.currentPrice === null ? hallLive.noBidYet : formatMoney(lot.currentPrice)}
                </Price>
              </div>
              <div>
                <Label>{hallLive.askingPrice}</Label>
                <Big data-testid="hall-screen-asking">{formatMoney(lot.askingPrice)}</Big>
              </div>
              {where ? <Big data-testid="hall-screen-leader">{where}</Big> : null}
            </Facts>
          </section>
        </>
      ) : (
        <Big>{idle}</Big>
      )}
      <Bottom>
        <Calls role="log" aria-label={hallLive.calls} data-testid="hall-screen-calls">
          {connection === 'reconnecting' ? <p role="status">{hallLive.reconnecting}</p> : null}
          {calls.map((line) => (
            <p key={line.id}>{line.text}</p>
          ))}
        </Calls>
        {url ? (
          <Qr>
            <QRCodeSVG
              value={url}
              level="M"
              marginSize={0}
              title={fill(hallLive.screenQr, { url })}
            />
            <figcaption>{hallLive.screenFollow}</figcaption>
          </Qr>
        ) : null}
      </Bottom>
    </Screen>
  );
}
