import type { ProfileChangeView } from '@kanat/shared/contracts';
import { formatDateTime } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { Button, EmptyState, PlainList } from '@kanat/shared/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ListCard, useActsOnMembers } from '../../../ui';
import { ChangeTable } from './change-table';
import { type Decision, DecisionDialogs, memberName } from './decision-dialogs';
import { RowActions } from './registrations-tab';

const t = messages.adminMembers;

const Item = styled(ListCard)`
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.md}px;
  }
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm}px;
`;

/**
 * Profile changes waiting: the stored and the asked-for values side by side; clerks decide
 * them (others read them).
 */
export function ChangesTab({ changes }: { changes: readonly ProfileChangeView[] }) {
  const [decision, setDecision] = useState<Decision | null>(null);
  const acts = useActsOnMembers();
  if (changes.length === 0) return <EmptyState title={t.noChanges} />;
  return (
    <>
      <PlainList $gap="md" data-testid="pending-changes">
        {changes.map((change) => {
          const { member } = change;
          const name = memberName(member);
          return (
            <Item key={member.uid} data-testid={`change-${member.uid}`}>
              <div>
                <h3>
                  <Link to={member.uid}>{name}</Link>
                </h3>
                <Meta>
                  {member.phoneNumber ?? ''} ·{' '}
                  {fill(t.requestedAt, { date: formatDateTime(change.requestedAt) })}
                </Meta>
              </div>
              <ChangeTable change={change} caption={fill(t.approveChangeTitle, { name })} />
              {acts ? (
                <RowActions>
                  <Button
                    $size="sm"
                    onClick={() => setDecision({ verdict: 'approve', subject: 'change', member })}
                  >
                    {t.approve}
                  </Button>
                  <Button
                    $size="sm"
                    $variant="secondary"
                    onClick={() => setDecision({ verdict: 'reject', subject: 'change', member })}
                  >
                    {t.reject}
                  </Button>
                </RowActions>
              ) : null}
            </Item>
          );
        })}
      </PlainList>
      <DecisionDialogs decision={decision} onClose={() => setDecision(null)} />
    </>
  );
}
