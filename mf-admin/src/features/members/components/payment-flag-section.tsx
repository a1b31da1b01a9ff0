import { callFunction } from '@kanat/shared/api';
import type { MemberView } from '@kanat/shared/contracts';
import { formatDate } from '@kanat/shared/format';
import { fill } from '@kanat/shared/i18n/full';
import { settlementConsole as t } from '@kanat/shared/i18n/lazy';
import { Button } from '@kanat/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText, Notice, notify } from '../../../ui';

/**
 * Issue 33, non-payers: whether the member is flagged for unpaid statements (their bids are
 * refused) and why; staff lift the flag here (`adminPaymentFlagLift`, area settlement).
 */
export function PaymentFlagSection({ member }: { member: MemberView }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (member.paymentFlaggedAt === null) {
    return <p data-testid="payment-flag">{t.paymentFlagNone}</p>;
  }
  const lift = async () => {
    setBusy(true);
    setError(null);
    try {
      await callFunction('adminPaymentFlagLift', { uid: member.uid });
      await client.invalidateQueries({ queryKey: ['admin'] });
      notify.success(t.paymentFlagLifted);
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div data-testid="payment-flag">
      <Notice tone="info">
        {fill(t.paymentFlagSince, {
          date: formatDate(member.paymentFlaggedAt),
          reason: member.paymentFlagReason ?? '',
        })}
      </Notice>
      <Button $variant="secondary" disabled={busy} aria-busy={busy} onClick={() => void lift()}>
        {t.paymentFlagLift}
      </Button>
      {error ? <Notice tone="error">{error}</Notice> : null}
    </div>
  );
}
