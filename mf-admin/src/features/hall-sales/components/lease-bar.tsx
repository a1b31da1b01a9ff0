import { fill, messages } from '@kanat/shared/i18n/full';
import { Button } from '@kanat/shared/ui';
import { useState } from 'react';
import { ConfirmDialog, Notice } from '../../../ui';
import type { ClerkLease } from '../hooks/use-clerk-lease';

const text = messages.adminHallConsole;

/**
 * Who drives the sale. Another clerk's lease is shown with their name; taking it over is asked
 * for with a confirmation, never done by a single press.
 */
export function LeaseBar({ lease }: { lease: ClerkLease }) {
  const [asking, setAsking] = useState(false);
  const { view } = lease;
  if (view.kind === 'taking') return <Notice tone="info">{text.leaseTaking}</Notice>;
  if (view.kind === 'held') {
    return view.offline ? (
      <Notice tone="error">{text.leaseOffline}</Notice>
    ) : (
      <Notice tone="success" data-testid="hall-lease">
        {text.leaseHeld}
      </Notice>
    );
  }
  if (view.kind === 'failed') {
    return (
      <Notice tone="error">
        {view.message}{' '}
        <Button $variant="secondary" $size="sm" onClick={lease.retry}>
          {text.retake}
        </Button>
      </Notice>
    );
  }
  return (
    <>
      <Notice tone={view.lost ? 'error' : 'info'} data-testid="hall-lease">
        <span>
          <strong>{view.lost ? text.leaseLost : fill(text.leaseOther, { name: view.name })}</strong>{' '}
          {view.lost
            ? `${fill(text.leaseOther, { name: view.name })} ${text.leaseLostHint}`
            : text.leaseOtherHint}
        </span>
        <Button $variant="secondary" $size="sm" onClick={() => setAsking(true)}>
          {view.lost ? text.retake : text.takeOver}
        </Button>
      </Notice>
      <ConfirmDialog
        open={asking}
        title={text.takeOverTitle}
        confirmLabel={text.takeOver}
        tone="danger"
        onClose={() => setAsking(false)}
        onConfirm={lease.takeOver}
      >
        {fill(text.takeOverText, { name: view.name })}
      </ConfirmDialog>
    </>
  );
}
