import { toast } from '@kanat/shared/events';
import { formatAmount } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n';
import { hallLive } from '@kanat/shared/i18n/lazy';
import { useSession } from '@kanat/shared/session';
import { Button, LinkButton } from '@kanat/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { type ContractAsk, isSaleContractRefusal } from '../../../sale-contract/sale-contract';
import { useSaleContractConfirm } from '../../../sale-contract/use-sale-contract';
import { confirmTotalText, loadSaleTerms } from '../../../sale-terms/sale-terms';
import type { BidAttempt, BidderNotice, NoticeTone } from '../bidder-notice';
import { hallRefusal, signAndPlaceHallBid } from '../hall-bidding';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const BidButton = styled(Button)`
  min-height: 52px;
  font-size: ${({ theme }) => theme.typography.size.lg}px;
`;

const SignIn = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const Status = styled.p<{ $tone: NoticeTone | null }>`
  margin: 0;
  min-height: 1.55em;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme, $tone }) =>
    $tone === 'good'
      ? theme.colors.successText
      : $tone === 'warn'
        ? theme.colors.warningText
        : $tone === 'bad'
          ? theme.colors.danger
          : theme.colors.text};
`;

export interface HallBidControlProps {
  /** The sale, whose terms the confirmation sums up (issue 33). */
  saleId: string;
  lotId: number;
  /** The server's asking price now: the one amount a bid may name. */
  askingPrice: number;
  /** False while the lot takes no bids or the live connection is being restored. */
  open: boolean;
  notice: BidderNotice | null;
  onAttempt: (attempt: BidAttempt) => void;
}

/**
 * One button that bids exactly the asking price ("12.500 TL teklif ver"), after a short
 * confirmation, the second factor and the device signature; the status region below it says
 * what came of it and of the lot (leading, outbid, sold, too late with the new price). Before
 * the member's first bid in the sale, the confirmation holds its contract to accept (issue 35).
 */
export function HallBidControl({
  saleId,
  lotId,
  askingPrice,
  open,
  notice,
  onAttempt,
}: HallBidControlProps) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const contract = useSaleContractConfirm();

  const place = async () => {
    if (busy || !user) return;
    // The price the member saw is the one they confirm and sign; if it moved meanwhile the
    // server answers "too late" with the new one.
    const amount = askingPrice;
    const asked = fill(hallLive.bidConfirm, { amount: formatAmount(amount) });
    const terms = await loadSaleTerms(queryClient, 'hall', saleId);
    const total = confirmTotalText(amount, terms);
    const ask: ContractAsk = {
      target: { hallSaleId: saleId },
      question: total === null ? asked : `${asked} (${total})`,
      terms,
    };
    // Refused for want of the contract after all: asked again, once, with it read afresh.
    for (let round = 0; round < 2; round += 1) {
      if (!(await contract.confirmBid(ask))) return;
      setBusy(true);
      try {
        const result = await signAndPlaceHallBid({ lotId, amount, user });
        onAttempt({ lotId, kind: 'placed', result });
        // The member now has a stake on the lot: their standing is followed from here on.
        void queryClient.invalidateQueries({ queryKey: ['hall', 'my-status'] });
        return;
      } catch (error) {
        if (round === 0 && isSaleContractRefusal(error)) {
          await contract.forget(ask.target);
          continue;
        }
        const refusal = hallRefusal(error);
        if (refusal.kind === 'cancelled') toast(refusal.message, 'orange');
        else if (refusal.kind === 'too-late') {
          onAttempt({ lotId, kind: 'too-late', askingPrice: refusal.askingPrice });
        } else onAttempt({ lotId, kind: 'refused', reason: refusal.reason });
        return;
      } finally {
        setBusy(false);
      }
    }
  };

  return (
    <Box>
      {user === null ? (
        <SignIn data-testid="hall-bid-sign-in">
          <span>{hallLive.bidSignIn}</span>
          <LinkButton
            to="/giris-yap"
            state={{ from: location.pathname }}
            $variant="secondary"
            $size="sm"
          >
            {messages.bid.signIn}
          </LinkButton>
        </SignIn>
      ) : (
        <BidButton
          type="button"
          $block
          $variant="accent"
          disabled={busy || !open || notice?.leading === true}
          onClick={() => void place()}
          data-testid="hall-bid-button"
        >
          {fill(hallLive.bidButton, { amount: formatAmount(askingPrice) })}
        </BidButton>
      )}
      <Status
        role="status"
        aria-label={hallLive.bidStatus}
        $tone={notice?.tone ?? null}
        data-testid="hall-bid-status"
      >
        {notice?.text ?? ''}
      </Status>
      {contract.dialog}
    </Box>
  );
}
