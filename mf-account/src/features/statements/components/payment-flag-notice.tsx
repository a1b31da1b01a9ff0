import { formatDate } from '@kanat/shared/format';
import { fill } from '@kanat/shared/i18n';
import { memberStatements as t } from '@kanat/shared/i18n/lazy';
import styled from 'styled-components';
import { useMyStatements } from './use-my-statements';

const Box = styled.div`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.text};

  p {
    margin: 0;
  }
  p + p {
    margin-top: ${({ theme }) => theme.space.xxs}px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * Issue 33, non-payers: while staff (or the overdue pass) have flagged the member for unpaid
 * statements, their bids are refused; this says so, with the reason, on their own pages. It
 * reads `myStatements` (the statements pages' call, cached per account) and shows nothing
 * when they are not flagged or the call failed.
 */
export function PaymentFlagNotice() {
  const flag = useMyStatements().data?.paymentFlag ?? null;
  if (flag === null) return null;
  // The reason is staff's sentence; the notice ends it with its own full stop.
  const reason = flag.reason.trim().replace(/[.。]+$/, '');
  return (
    <Box role="status" data-testid="payment-flag">
      <p>{fill(t.paymentFlagNotice, { reason })}</p>
      <p>{fill(t.paymentFlagSince, { date: formatDate(flag.since) })}</p>
    </Box>
  );
}
