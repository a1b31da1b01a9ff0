import type { MemberView } from '@kanat/shared/contracts';
import { formatDateTime } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n/full';
import { Button } from '@kanat/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { type ConsoleColumn, DataTable, useActsOnMembers } from '../../../ui';
import { type Decision, DecisionDialogs } from './decision-dialogs';
import { memberColumns } from './member-columns';

const t = messages.adminMembers;

export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs}px;
`;

/**
 * Registrations with a verified phone that wait for staff: clerks approve, or reject with a
 * reason (others read the list).
 */
export function RegistrationsTab({ registrations }: { registrations: readonly MemberView[] }) {
  const [decision, setDecision] = useState<Decision | null>(null);
  const acts = useActsOnMembers();
  const columns: ConsoleColumn<MemberView>[] = [
    ...memberColumns,
    { key: 'created', header: t.fields.createdAt, render: (m) => formatDateTime(m.createdAt) },
  ];
  if (acts) {
    columns.push({
      key: 'actions',
      header: t.detail.actions,
      align: 'right',
      render: (m) => (
        <RowActions>
          <Button
            $size="sm"
            onClick={() => setDecision({ verdict: 'approve', subject: 'registration', member: m })}
          >
            {t.approve}
          </Button>
          <Button
            $size="sm"
            $variant="secondary"
            onClick={() => setDecision({ verdict: 'reject', subject: 'registration', member: m })}
          >
            {t.reject}
          </Button>
        </RowActions>
      ),
    });
  }
  return (
    <>
      <DataTable
        caption={t.tabs.registrations}
        columns={columns}
        rows={registrations}
        rowKey={(m) => m.uid}
        empty={t.noRegistrations}
        data-testid="pending-registrations"
      />
      <DecisionDialogs decision={decision} onClose={() => setDecision(null)} />
    </>
  );
}
