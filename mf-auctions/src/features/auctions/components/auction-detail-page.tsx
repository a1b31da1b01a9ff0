import { formatDateTime, formatMoney, isoDateTime, padSerial } from '@kanat/shared/format';
import { fill, messages, pageTitle } from '@kanat/shared/i18n';
import { pigeonFacts, reservePrice as reserveTexts } from '@kanat/shared/i18n/lazy';
import { maximumAcceptedBid, minimumAcceptedBid, pigeonYear } from '@kanat/shared/rules';
import { useServerClockValue, useSession } from '@kanat/shared/session';
import {
  Card,
  EmptyState,
  ErrorState,
  HydrateWhenSeen,
  LinkButton,
  PageSection,
  PageTitle,
  StatusDot,
  useDocumentTitle,
} from '@kanat/shared/ui';
import { memo, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSaleTerms } from '../../../sale-terms/sale-terms';
import { SaleTermsNote } from '../../../sale-terms/sale-terms-note';
import type { AuctionDetail } from '../api/get-auction';
import { AUCTION_STATUS } from '../api/list-auctions';
import type { BidResult } from '../api/place-bid';
import {
  type AuctionState,
  currentAmount,
  isRunning,
  ownMaximum,
  useAuctionDetail,
} from '../hooks/use-auction-detail';
import { AuctionDetailSkeleton, Below, BelowWide, Info, Layout } from './auction-detail-layout';
import { AuctionPhotos } from './auction-photos';
import { AuctionResultFacts, useResultOnSeal } from './auction-result';
import { BackLink } from './back-link';
import { BidForm } from './bid-form';
import { BidHistory } from './bid-history';
import { CardStats } from './card-stats';
import { LiveStatusDot } from './live-time';
import { hasPedigree, PedigreeChart } from './pedigree-chart';
import { PigeonVideos } from './pigeon-videos';
import { PreviewBanner } from './preview-banner';
import { RaceResults } from './race-results';
import { WatchButton } from './watch-button';

const LIST_PATH = '/acik-arttirmalar';

const Result = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.tealSoft};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const Extended = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm}px;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.accentStrong};
`;

const Description = styled.p`
  white-space: pre-line;
`;

const Cancelled = styled(Result)`
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.danger};
`;

const PedigreeLink = styled.a`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.sm}px;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

/** The pigeon's sex as the page says it, with the DNA proof when a certificate is attached. */
function sexText(sex: string, dnaVerified: boolean): string {
  const word =
    sex === 'male' ? pigeonFacts.male : sex === 'female' ? pigeonFacts.female : pigeonFacts.unknown;
  return dnaVerified && sex !== 'unknown' ? `${word} · ${pigeonFacts.dnaVerified}` : word;
}

/** Why staff cancelled the auction; the reason arrives with the page, not with the live value. */
function cancelledText(reason: string | null): string {
  return reason
    ? fill(messages.auctions.cancelledReason, { reason })
    : messages.auctions.cancelledNoReason;
}

/** SPEC §2 after expiry: no bids, the last bid is mine, or it is someone else's. */
export function resultText(state: AuctionState, uid: string | null): string {
  // Sealed below its hidden reserve: unsold, whoever bid the most.
  if (state.reserve === 'not-met' && state.bidCount > 0) return reserveTexts.unmet;
  const bidder = state.currentBid?.bidder;
  if (state.bidCount === 0 || !bidder) return messages.auctions.resultNoBids;
  return bidder === uid ? messages.auctions.resultMine : messages.auctions.resultOther;
}

/** A cancelled auction's history: one empty list, so the memoised history keeps still. */
const NO_BIDS: AuctionState['bids'] = [];

/** The price on show: the current bid, or the starting price while nobody has bid. */
function shownPrice(state: AuctionState): number {
  return state.bidCount > 0 && state.currentBid ? state.currentBid.amount : state.startingBid;
}

// The view draws again with every live value; these parts change only with their own data,
// so a new bid from someone else does not redraw the photos, the form or the history needlessly.
const SteadyPhotos = memo(AuctionPhotos);
const SteadyBidForm = memo(BidForm);
const SteadyBidHistory = memo(BidHistory);
const SteadyPedigreeChart = memo(PedigreeChart);

function AuctionDetailView(props: {
  detail: AuctionDetail;
  state: AuctionState;
  pictures: readonly string[];
  /** The signed-in user's own maximum on this auction; null for a guest or when none. */
  myMaximum: number | null;
  onPlaced: (result: BidResult) => void;
}) {
  const { detail, state, pictures, myMaximum, onPlaced } = props;
  const { auction } = detail;
  const { pigeon } = auction;
  const year = pigeonYear(pigeon.tagNum);
  // What each photo shows, while the live photos are the ones the page was read with (staff
  // may reorder them while it is open; the names then wait for the next read).
  const photoSlots =
    pictures.length === pigeon.pictures.length &&
    pictures.every((url, i) => url === pigeon.pictures[i])
      ? pigeon.pictureSlots
      : undefined;
  const { user } = useSession();
  const uid = user?.uid ?? null;
  // The view redraws when the auction starts or stops running; the countdown and the status
  // dot tick on their own.
  const running = useServerClockValue((now) => isRunning(state, now));
  const cancelled = state.status === AUCTION_STATUS.cancelled;
  // The sale's terms (issue 33): its group's, or the site's for an auction outside any group.
  const { terms, open: openTerms } = useSaleTerms(
    auction.parent === null ? 'site' : 'group',
    auction.parent,
    { active: running, member: uid !== null },
  );
  // The loaded endingTime already includes earlier extensions; a later end than that is a
  // soft close happening while the page is open.
  const extended = state.expiry > auction.endingTime;
  // Kept still across the clock's ticks, for the memoised form.
  const maximumStanding = useMemo(() => ownMaximum(state, uid, myMaximum), [state, uid, myMaximum]);

  return (
    <>
      <Layout>
        <SteadyPhotos name={auction.name} pictures={pictures} slots={photoSlots} />
        <Info $padded>
          <PageTitle>{auction.name}</PageTitle>
          {cancelled ? (
            <StatusDot status="expired" label={messages.auctions.cancelled} />
          ) : (
            // A sealed auction has ended whatever its clock says.
            <LiveStatusDot expiry={state.expiry} closed={!running} />
          )}
          <WatchButton kind="auction" id={auction.id} name={auction.name} />
          <CardStats
            stats={[
              { label: messages.auctions.owner, value: pigeon.ownerFullName },
              { label: messages.auctions.startingBid, value: formatMoney(state.startingBid) },
              {
                label: messages.auctions.currentBid,
                value: formatMoney(shownPrice(state)),
                tone: 'price',
                testId: 'current-price',
              },
              { label: messages.auctions.bidCount, value: state.bidCount, testId: 'bid-count' },
              {
                label: messages.auctions.remainingTime,
                countdown: { expiry: state.expiry, closed: !running },
                testId: 'remaining-time',
              },
              {
                label: messages.auctions.endedAt,
                value: (
                  <time dateTime={isoDateTime(state.expiry)}>{formatDateTime(state.expiry)}</time>
                ),
                testId: 'auction-expiry',
              },
            ]}
          />
          {extended ? (
            <Extended data-testid="soft-close-extended">{messages.auctions.extended}</Extended>
          ) : null}
          {running && state.reserve !== 'none' ? (
            <Extended data-testid="auction-reserve">
              {state.reserve === 'met' ? reserveTexts.met : reserveTexts.notMetYet}
            </Extended>
          ) : null}
          {cancelled ? (
            <Cancelled role="status" data-testid="auction-cancelled">
              {cancelledText(auction.cancelReason)}
            </Cancelled>
          ) : running ? (
            <SteadyBidForm
              auctionId={auction.id}
              minimum={minimumAcceptedBid({
                bidCount: state.bidCount,
                startingBid: state.startingBid,
                currentAmount: currentAmount(state),
              })}
              maximum={maximumAcceptedBid({
                bidCount: state.bidCount,
                startingBid: state.startingBid,
                currentAmount: currentAmount(state),
                bidCeiling: state.bidCeiling,
              })}
              topBidIsMine={uid !== null && state.currentBid?.bidder === uid}
              ownMaximum={maximumStanding}
              softCloseMinutes={detail.softCloseMinutes}
              termsKind={auction.parent === null ? 'site' : 'group'}
              termsId={auction.parent}
              lotName={auction.name}
              ringNumber={pigeon.tagNum}
              sellerName={pigeon.ownerFullName}
              startingBid={state.startingBid}
              onPlaced={onPlaced}
            />
          ) : (
            <Result data-testid="auction-result">{resultText(state, uid)}</Result>
          )}
          {/* The hammer price and the masked winner, once sealed with bids. */}
          {!cancelled && !running && detail.result ? (
            <AuctionResultFacts result={detail.result} />
          ) : null}
        </Info>
      </Layout>
      {/* Below the first screen on a phone: made live when scrolled near (HydrateWhenSeen). */}
      <Below>
        <HydrateWhenSeen cell>
          <section>
            <h2>{messages.auctions.pigeonInfo}</h2>
            <Card $padded data-testid="pigeon-info">
              <CardStats
                stats={[
                  { label: messages.auctions.serial, value: padSerial(pigeon.serial) },
                  { label: messages.auctions.tagNum, value: pigeon.tagNum },
                  {
                    label: pigeonFacts.sex,
                    value: sexText(pigeon.sex, auction.dnaCertificate !== null),
                    testId: 'pigeon-sex',
                  },
                  ...(year === null ? [] : [{ label: pigeonFacts.year, value: String(year) }]),
                  ...(pigeon.colour === ''
                    ? []
                    : [{ label: pigeonFacts.colour, value: pigeon.colour }]),
                  { label: messages.auctions.owner, value: pigeon.ownerFullName },
                  { label: messages.auctions.province, value: pigeon.province },
                  { label: messages.auctions.city, value: pigeon.city },
                ]}
              />
              {auction.dnaCertificate ? (
                <PedigreeLink
                  href={auction.dnaCertificate.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="dna-certificate-link"
                  type={auction.dnaCertificate.kind === 'document' ? 'application/pdf' : undefined}
                >
                  {pigeonFacts.dnaCertificate}
                </PedigreeLink>
              ) : null}
              {auction.pedigree ? (
                <PedigreeLink
                  href={auction.pedigree.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="pedigree-link"
                  type={auction.pedigree.kind === 'document' ? 'application/pdf' : undefined}
                >
                  {messages.auctions.pedigree}
                </PedigreeLink>
              ) : null}
            </Card>
            {auction.description ? (
              <>
                <h2>{messages.auctions.description}</h2>
                <Description>{auction.description}</Description>
              </>
            ) : null}
            <RaceResults races={auction.races} />
            <PigeonVideos videos={auction.videos} tag={pigeon.tagNum} />
          </section>
        </HydrateWhenSeen>
        {hasPedigree(auction.pedigreeChart) ? (
          <BelowWide>
            <HydrateWhenSeen cell>
              <SteadyPedigreeChart
                chart={auction.pedigreeChart}
                ring={pigeon.tagNum}
                auctionId={auction.id}
              />
            </HydrateWhenSeen>
          </BelowWide>
        ) : null}
        <HydrateWhenSeen cell>
          {/* A cancelled auction's bids are void: they are not shown. */}
          <SteadyBidHistory bids={cancelled ? NO_BIDS : state.bids} uid={uid} />
        </HydrateWhenSeen>
      </Below>
      {running && !cancelled ? <SaleTermsNote terms={terms} onOpen={openTerms} /> : null}
    </>
  );
}

/** /acik-arttirmalar/:id: the auction, live, with the bid form while it runs. */
export function AuctionDetailPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const { status, retry, detail, state, pictures, myMaximum, noteOwnBid } = useAuctionDetail(
    id,
    user?.uid ?? null,
  );
  useResultOnSeal(detail, state, retry);
  const missing = status === 'ready' && detail === null;
  // The auction's name, or the not-found title, as the server writes them (page-head.ts).
  useDocumentTitle(
    detail ? pageTitle(detail.auction.name) : missing ? pageTitle(messages.notFound.title) : null,
  );
  return (
    <PageSection data-testid="auction-detail-page">
      <BackLink to={LIST_PATH} label={messages.auctions.title} />
      {status === 'loading' ? <AuctionDetailSkeleton /> : null}
      {status === 'failed' ? <ErrorState onRetry={retry} data-testid="detail-error" /> : null}
      {missing ? (
        <EmptyState
          title={messages.auctions.notFound}
          action={<LinkButton to={LIST_PATH}>{messages.auctions.title}</LinkButton>}
        />
      ) : null}
      {detail ? <PreviewBanner preview={detail.preview} /> : null}
      {detail && state ? (
        <AuctionDetailView
          detail={detail}
          state={state}
          pictures={pictures}
          myMaximum={myMaximum}
          onPlaced={noteOwnBid}
        />
      ) : null}
    </PageSection>
  );
}
