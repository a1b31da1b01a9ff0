import { isApiError } from '@kanat/shared/api';
import type { SaleContractView } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n';
import { saleContract as texts } from '@kanat/shared/i18n/lazy';
import { Button } from '@kanat/shared/ui';
import { Modal, ModalActions } from '@kanat/shared/ui/dialog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { refusalReason } from '../bidding/refusal-reason';
import {
  acceptSaleContract,
  fetchSaleContract,
  type SaleContractDialogProps,
  saleContractKey,
} from './sale-contract';
import { SaleContractSection } from './sale-contract-section';

/** Said when the contract cannot be loaded (its texts travel with this chunk). */
export const loadFailedText: string = texts.loadFailed;

const Question = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg}px;
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  overflow-wrap: anywhere;
`;

const Problem = styled.p`
  margin: ${({ theme }) => theme.space.sm}px 0 0;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * A bid's confirmation for a member who has not yet accepted the sale's contract: the shell's
 * yes/no question (the same test ids, so a bid reads the same either way) with the contract
 * below it. Yes stays disabled until the box is ticked; it then records the acceptance of the
 * version shown and answers yes. A newer text meanwhile is loaded and shown to be read again.
 */
export function SaleContractDialog({ ask, onAnswer }: SaleContractDialogProps) {
  const client = useQueryClient();
  const key = saleContractKey(ask.target);
  // In the cache already: the dialog opens once the contract is known.
  const query = useQuery({
    queryKey: key,
    queryFn: () => fetchSaleContract(ask.target),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [ticked, setTicked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const questionId = useId();
  const textRef = useRef<HTMLDivElement>(null);
  const contract = query.data;

  const accept = async () => {
    if (!contract || !ticked || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const accepted = await acceptSaleContract(ask.target, contract.text.version);
      client.setQueryData<SaleContractView>(key, (old) =>
        old
          ? { ...old, accepted: { version: accepted.version, acceptedAt: accepted.acceptedAt } }
          : old,
      );
      onAnswer(true);
    } catch (error) {
      if (isApiError(error, 'failed-precondition')) {
        // The house published a newer text while this one was read: show it, to read anew.
        // Yes is disabled again: focus goes to the text, at its top.
        setTicked(false);
        textRef.current?.scrollTo?.({ top: 0 });
        textRef.current?.focus();
        const fresh = await query.refetch();
        setProblem(fresh.isError ? texts.loadFailed : texts.stale);
      } else {
        setProblem(refusalReason(error) ?? messages.common.unknownError);
      }
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onClose={() => {
        if (!busy) onAnswer(false);
      }}
      showClose={false}
      width={600}
      aria-labelledby={questionId}
      data-testid="confirm-dialog"
      actions={
        <ModalActions>
          <Button
            $variant="secondary"
            disabled={busy}
            onClick={() => onAnswer(false)}
            data-testid="confirm-no"
          >
            {messages.common.no}
          </Button>
          {contract ? (
            <Button
              // Not disabled while the acceptance is sent: the focus stays on it.
              disabled={!ticked}
              aria-busy={busy}
              onClick={() => void accept()}
              data-testid="confirm-yes"
            >
              {messages.common.yes}
            </Button>
          ) : null}
        </ModalActions>
      }
    >
      <Question id={questionId}>{ask.question}</Question>
      {contract ? (
        <SaleContractSection
          contract={contract}
          ask={ask}
          textRef={textRef}
          accepted={ticked}
          disabled={busy}
          onAcceptedChange={(next) => {
            setTicked(next);
            if (next) setProblem(null);
          }}
        />
      ) : null}
      {problem || !contract ? (
        <Problem role="alert" data-testid="sale-contract-problem">
          {problem ?? texts.loadFailed}
        </Problem>
      ) : null}
    </Modal>
  );
}
