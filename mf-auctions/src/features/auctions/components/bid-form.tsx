import { toast } from '@kanat/shared/events';
import { formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n';
import { useSession } from '@kanat/shared/session';
import { Button, LinkButton } from '@kanat/shared/ui';
import { TextField } from '@kanat/shared/ui/controls';
import { bidConfirmText, checkBid, maximumConfirmText } from '@kanat/shared/validation';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { type ContractAsk, isSaleContractRefusal } from '../../../sale-contract/sale-contract';
import { useSaleContractConfirm } from '../../../sale-contract/use-sale-contract';
import { confirmTotalText, loadSaleTerms, type SaleKind } from '../../../sale-terms/sale-terms';
import type { BidResult } from '../api/place-bid';
import { bidRefusal, signAndPlaceBid } from '../bidding';
import type { OwnMaximum } from '../hooks/use-auction-detail';
import { type BidMode, BidModeChoice } from './bid-mode-choice';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.tealSoft};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg}px;
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Quiet until a guest tries to bid; then it turns into the error. */
const GuestNote = styled.div<{ $prompted: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme, $prompted }) => ($prompted ? theme.colors.danger : theme.colors.text)};
`;

const Mine = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.success};
`;

/** The user's own maximum, seen by them alone: brand while it stands, amber once beaten. */
const MaximumNote = styled.p<{ $exceeded: boolean }>`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme, $exceeded }) => ($exceeded ? theme.colors.warningText : theme.colors.brand)};
`;

/** An outbid notice is a sentence with the new price: longer on screen than a plain toast. */
const OUTBID_TOAST_SECONDS = 6;

/**
 * What to tell the bidder after the server took the call: a rival's maximum may have answered
 * at once (the result then says they do not lead, and gives the new price).
 */
function placedToast(result: BidResult, mode: BidMode, wasLeading: boolean): void {
  if (!result.leading) {
    toast(
      fill(messages.bid.outbidByMaximum, { amount: formatMoney(result.amount) }),
      'orange',
      OUTBID_TOAST_SECONDS,
    );
  } else if (mode === 'maximum') {
    toast(wasLeading ? messages.bid.maximumRaised : messages.bid.maximumSaved, 'green');
  } else {
    toast(messages.bid.success, 'green');
  }
}

export interface BidFormProps {
  auctionId: string;
  /** The smallest bid accepted now (`minimumAcceptedBid`: the starting price first). */
  minimum: number;
  /** The largest bid accepted now (`maximumAcceptedBid`: 10x the minimum, or staff's ceiling). */
  maximum: number;
  /** True when the current top bid is the signed-in user's. */
  topBidIsMine: boolean;
  /** The signed-in user's own maximum, standing or beaten; null for a guest or when none. */
  ownMaximum: OwnMaximum | null;
  /** Minutes a late bid extends the auction by; 0 when there is no soft close. */
  softCloseMinutes: number;
  /** Whose terms the auction is sold on (its group's, or the site's): the confirm shows the total. */
  termsKind: SaleKind;
  termsId: string | null;
  /** The lot as the sale's contract names it (issue 35): its name, ring number and seller. */
  lotName: string;
  ringNumber: string;
  sellerName: string;
  startingBid: number;
  onPlaced: (result: BidResult) => void;
}

/**
 * SPEC §5 bid form: a whole number of lira, signed in, at least the minimum next bid and no
 * more than the bid ceiling (finding 9); then the confirmation, the second factor and the
 * device signature. The field suggests the minimum next bid until the user types, and follows
 * it as other bids come in. The amount may instead be a maximum, which goes through
 * the same checks and signature; the leader may set or raise theirs (a single bid of the
 * leader is still refused by the server). Before a member's first bid in the sale, the
 * confirmation holds the sale's contract to accept (issue 35).
 */
export function BidForm({
  auctionId,
  minimum,
  maximum,
  topBidIsMine,
  ownMaximum,
  softCloseMinutes,
  termsKind,
  termsId,
  lotName,
  ringNumber,
  sellerName,
  startingBid,
  onPlaced,
}: BidFormProps) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const location = useLocation();
  // null: the user has not typed, so the field shows the (live) minimum.
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [guestPrompted, setGuestPrompted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [mode, setMode] = useState<BidMode>('single');
  const contract = useSaleContractConfirm();
  const value = typed ?? String(minimum);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const check = checkBid(value, user !== null, minimum, maximum);
    if (!check.ok) {
      const guest = check.message === messages.bid.signInRequired;
      setGuestPrompted(guest);
      setError(guest ? null : check.message);
      return;
    }
    setError(null);
    const asMaximum = mode === 'maximum';
    const asked = asMaximum ? maximumConfirmText(check.amount) : bidConfirmText(check.amount);
    if (!user) return;
    // With a buyer's premium, what the bid comes to (issue 33): "12.500 TL + %10 alıcı
    // komisyonu + KDV = 14.000,00 TL".
    const terms = await loadSaleTerms(queryClient, termsKind, termsId);
    const total = confirmTotalText(check.amount, terms);
    const ask: ContractAsk = {
      target: { auctionId },
      question: total === null ? asked : `${asked} (${total})`,
      terms,
      lot: { name: lotName, ring: ringNumber, seller: sellerName, startingBid },
    };
    // A refusal for want of the sale's contract (accepted elsewhere meanwhile, or not yet after
    // all) asks again, once, with the contract read afresh.
    for (let round = 0; round < 2; round += 1) {
      if (!(await contract.confirmBid(ask))) return;
      // Whether the user led when they sent it: their maximum is then raised, not first set.
      const wasLeading = topBidIsMine;
      setBusy(true);
      try {
        const result = await signAndPlaceBid({
          auctionId,
          amount: check.amount,
          user,
          maximum: asMaximum,
        });
        placedToast(result, mode, wasLeading);
        setTyped(null);
        onPlaced(result);
        return;
      } catch (failure) {
        if (round === 0 && isSaleContractRefusal(failure)) {
          await contract.forget(ask.target);
          continue;
        }
        const refusal = bidRefusal(failure);
        toast(refusal.message, refusal.cancelled ? 'orange' : 'red');
        if (refusal.minimum !== null) setTyped(String(refusal.minimum));
        return;
      } finally {
        setBusy(false);
      }
    }
  };

  return (
    <>
      <Form noValidate onSubmit={submit} aria-label={messages.bid.title} data-testid="bid-form">
        <h2>{messages.bid.title}</h2>
        <BidModeChoice
          mode={mode}
          onChange={(next) => {
            setMode(next);
            setError(null);
          }}
        />
        <TextField
          label={mode === 'maximum' ? messages.bid.maximumLabel : messages.bid.label}
          name="amount"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          error={error}
          hint={
            mode === 'maximum' ? (
              <>
                {messages.bid.maximumHint}
                <br />
                {fill(messages.bid.minimum, { amount: formatMoney(minimum) })}
              </>
            ) : (
              fill(messages.bid.minimum, { amount: formatMoney(minimum) })
            )
          }
          onChange={(e) => {
            setTyped(e.target.value.replace(/\D/g, ''));
            setError(null);
          }}
        />
        {user === null ? (
          <GuestNote
            $prompted={guestPrompted}
            role={guestPrompted ? 'alert' : undefined}
            data-testid="bid-sign-in"
          >
            <span>{messages.bid.signInRequired}</span>
            <LinkButton
              to="/giris-yap"
              state={{ from: location.pathname }}
              $variant="secondary"
              $size="sm"
            >
              {messages.bid.signIn}
            </LinkButton>
          </GuestNote>
        ) : null}
        {topBidIsMine ? <Mine>{messages.auctions.topBidIsYours}</Mine> : null}
        {ownMaximum ? (
          <MaximumNote $exceeded={ownMaximum.exceeded} data-testid="own-maximum">
            {fill(
              ownMaximum.exceeded
                ? messages.auctions.yourMaximumExceeded
                : messages.auctions.yourMaximum,
              { amount: formatMoney(ownMaximum.amount) },
            )}
          </MaximumNote>
        ) : null}
        <Button type="submit" $block disabled={busy}>
          {messages.bid.submit}
        </Button>
        {softCloseMinutes > 0 ? (
          <Note>{fill(messages.auctions.softCloseRule, { minutes: softCloseMinutes })}</Note>
        ) : null}
      </Form>
      {contract.dialog}
    </>
  );
}
