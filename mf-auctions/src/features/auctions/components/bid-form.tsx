import { confirm, toast } from '@kanat/shared/events';
import { formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n';
import { useSession } from '@kanat/shared/session';
import { Button, LinkButton, TextField } from '@kanat/shared/ui';
import { bidConfirmText, checkBid } from '@kanat/shared/validation';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { BidResult } from '../api/place-bid';
import { bidRefusal, signAndPlaceBid } from '../bidding';

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

export interface BidFormProps {
  auctionId: string;
  /** The smallest bid accepted now (`minimumAcceptedBid`: the starting price first). */
  minimum: number;
  /** The largest bid accepted now (`maximumAcceptedBid`: 10x the minimum, or staff's ceiling). */
  maximum: number;
  /** True when the current top bid is the signed-in user's. */
  topBidIsMine: boolean;
  /** Minutes a late bid extends the auction by; 0 when there is no soft close. */
  softCloseMinutes: number;
  onPlaced: (result: BidResult) => void;
}

/**
 * SPEC §5 bid form: a whole number of lira, signed in, at least the minimum next bid and no
 * more than the bid ceiling (finding 9); then the confirmation, the second factor and the
 * device signature. The field suggests the minimum next bid until the user types, and follows
 * it as other bids come in.
 */
export function BidForm({
  auctionId,
  minimum,
  maximum,
  topBidIsMine,
  softCloseMinutes,
  onPlaced,
}: BidFormProps) {
  const { user } = useSession();
  const location = useLocation();
  // null: the user has not typed, so the field shows the (live) minimum.
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [guestPrompted, setGuestPrompted] = useState(false);
  const [busy, setBusy] = useState(false);
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
    if (!user || !(await confirm(bidConfirmText(check.amount)))) return;
    setBusy(true);
    try {
      const result = await signAndPlaceBid({ auctionId, amount: check.amount, user });
      toast(messages.bid.success, 'green');
      setTyped(null);
      onPlaced(result);
    } catch (failure) {
      const refusal = bidRefusal(failure);
      toast(refusal.message, refusal.cancelled ? 'orange' : 'red');
      if (refusal.minimum !== null) setTyped(String(refusal.minimum));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form noValidate onSubmit={submit} aria-label={messages.bid.title} data-testid="bid-form">
      <h2>{messages.bid.title}</h2>
      <TextField
        label={messages.bid.label}
        name="amount"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        error={error}
        hint={fill(messages.bid.minimum, { amount: formatMoney(minimum) })}
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
      <Button type="submit" $block disabled={busy}>
        {messages.bid.submit}
      </Button>
      {softCloseMinutes > 0 ? (
        <Note>{fill(messages.auctions.softCloseRule, { minutes: softCloseMinutes })}</Note>
      ) : null}
    </Form>
  );
}
