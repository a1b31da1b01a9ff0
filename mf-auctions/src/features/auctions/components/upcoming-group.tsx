import { formatDateTime } from '@kanat/shared/format';
import { fill } from '@kanat/shared/i18n';
import { calendar as texts } from '@kanat/shared/i18n/lazy';
import styled from 'styled-components';
import { CalendarActions } from '../../../sale-follow/calendar-actions';
import type { ContainerDetail } from '../api/get-container';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
`;

/**
 * A group whose bidding has not opened: when it opens, its calendar file and 'Başlayınca
 * haber ver'.
 */
export function UpcomingGroupActions({ container }: { container: ContainerDetail }) {
  return (
    <>
      <p data-testid="group-starts">
        {fill(texts.starts, { date: formatDateTime(container.startedOn) })}
      </p>
      <Actions data-testid="group-calendar">
        <CalendarActions kind="group" id={container.id} title={container.name} open={false} />
      </Actions>
    </>
  );
}

const Waiting = styled.p`
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

/** Where the lots would be, for a group that shows them only once bidding opens. */
export function LotsWaitForStart({ startedOn }: { startedOn: number }) {
  return (
    <Waiting role="status" data-testid="lots-wait">
      {fill(texts.lotsWait, { date: formatDateTime(startedOn) })}
    </Waiting>
  );
}
