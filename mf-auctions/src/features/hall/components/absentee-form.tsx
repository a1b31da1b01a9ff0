import { confirm, toast, withSpinner } from '@kanat/shared/events';
import { formatAmount, formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n';
import { hallCatalogue, hallLive } from '@kanat/shared/i18n/lazy';
import { useSession } from '@kanat/shared/session';
import { Button, LinkButton } from '@kanat/shared/ui';
import { TextField } from '@kanat/shared/ui/controls';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { type ContractAsk, isSaleContractRefusal } from '../../../sale-contract/sale-contract';
import { useSaleContractConfirm } from '../../../sale-contract/use-sale-contract';
import { loadSaleTerms } from '../../../sale-terms/sale-terms';
import { cancelHallAbsentee } from '../api/absentee-cancel';
import { hallRefusal, signAndSetAbsentee } from '../hall-bidding';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  margin-top: ${({ theme }) => theme.space.sm}px;
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.tealSoft};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const Mine = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.brand};
`;

export type AbsenteeCheck = { ok: true; amount: number } | { ok: false; message: string };

/** The form's own checks, in the order a member meets them; the server checks them all again. */
export function checkAbsentee(
  input: string,
  signedIn: boolean,
  startingPrice: number,
): AbsenteeCheck {
  const raw = input.trim().replace(/\./g, '');
  if (raw === '') return { ok: false, message: messages.bid.empty };
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(Number(raw))) {
    return { ok: false, message: messages.bid.notWhole };
  }
  if (!signedIn) return { ok: false, message: hallLive.absenteeSignIn };
  const amount = Number(raw);
  if (amount < startingPrice) {
    return {
      ok: false,
      message: fill(hallLive.absenteeTooLow, { price: formatMoney(startingPrice) }),
    };
  }
  return { ok: true, amount };
}

export interface AbsenteeFormProps {
  /** The hall sale, whose contract the member accepts before their first maximum (issue 35). */
  saleId: string;
  lotId: string;
  startingPrice: number;
  /** The member's maximum on this lot; null when none (or a guest). */
  maximum: number | null;
  /** Called with the lot's new maximum (null: cancelled) once the server took it. */
  onSaved: (lotId: string, maxAmount: number | null) => void;
}

/**
 * A member's absentee maximum on a lot that has not opened yet: set, changed or cancelled.
 * Signed by the device like a bid (`hallBidSignedBytes`, maximum), under the second factor;
 * the first one in the sale confirms with the sale's contract to accept.
 */
export function AbsenteeForm({
  saleId,
  lotId,
  startingPrice,
  maximum,
  onSaved,
}: AbsenteeFormProps) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const contract = useSaleContractConfirm();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const check = checkAbsentee(value, user !== null, startingPrice);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setError(null);
    if (!user) return;
    const ask: ContractAsk = {
      target: { hallSaleId: saleId },
      question: fill(hallLive.absenteeConfirm, { amount: formatAmount(check.amount) }),
      terms: await loadSaleTerms(queryClient, 'hall', saleId),
    };
    // Refused for want of the contract after all: asked again, once, with it read afresh.
    for (let round = 0; round < 2; round += 1) {
      if (!(await contract.confirmBid(ask))) return;
      setBusy(true);
      try {
        const row = await signAndSetAbsentee({ lotId, maxAmount: check.amount, user });
        onSaved(row.lotId, row.maxAmount);
        toast(hallLive.absenteeSaved, 'green');
        setOpen(false);
        setValue('');
        return;
      } catch (failure) {
        if (round === 0 && isSaleContractRefusal(failure)) {
          await contract.forget(ask.target);
          continue;
        }
        const refusal = hallRefusal(failure);
        if (refusal.kind === 'cancelled') toast(refusal.message, 'orange');
        else if (refusal.kind === 'refused' && refusal.reason) {
          setError(fill(hallLive.absenteeFailed, { reason: refusal.reason }));
        } else setError(messages.bid.rejected);
        return;
      } finally {
        setBusy(false);
      }
    }
  };

  const cancel = async () => {
    if (busy || !(await confirm(hallLive.absenteeCancelConfirm))) return;
    setBusy(true);
    try {
      await withSpinner(cancelHallAbsentee(lotId));
      onSaved(lotId, null);
      toast(hallLive.absenteeCancelled, 'green');
    } catch (failure) {
      const refusal = hallRefusal(failure);
      toast(
        refusal.kind === 'refused' && refusal.reason ? refusal.reason : messages.bid.rejected,
        'red',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box data-testid="hall-absentee">
      {maximum !== null ? (
        <Mine data-testid="hall-absentee-mine">
          {fill(hallLive.absenteeMine, { amount: formatMoney(maximum) })}
        </Mine>
      ) : null}
      {open ? (
        <Form noValidate onSubmit={submit} aria-label={hallCatalogue.absenteeTitle}>
          <TextField
            label={hallLive.absenteeLabel}
            name="maxAmount"
            inputMode="numeric"
            autoComplete="off"
            value={value}
            error={error}
            hint={hallCatalogue.absenteeHint}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
          />
          {user === null ? (
            <LinkButton
              to="/giris-yap"
              state={{ from: location.pathname }}
              $variant="secondary"
              $size="sm"
            >
              {messages.bid.signIn}
            </LinkButton>
          ) : null}
          <Row>
            <Button type="submit" $size="sm" disabled={busy}>
              {hallLive.absenteeSubmit}
            </Button>
            <Button type="button" $size="sm" $variant="ghost" onClick={() => setOpen(false)}>
              {hallLive.absenteeClose}
            </Button>
          </Row>
        </Form>
      ) : (
        <Row>
          <Button type="button" $size="sm" $variant="secondary" onClick={() => setOpen(true)}>
            {maximum === null ? hallLive.absenteeOpen : hallLive.absenteeChange}
          </Button>
          {maximum !== null ? (
            <Button
              type="button"
              $size="sm"
              $variant="ghost"
              disabled={busy}
              onClick={() => void cancel()}
            >
              {hallLive.absenteeCancel}
            </Button>
          ) : null}
        </Row>
      )}
      {contract.dialog}
    </Box>
  );
}
