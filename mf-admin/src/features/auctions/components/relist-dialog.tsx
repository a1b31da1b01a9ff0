import type { AdminGroupRow, ResultLot } from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import { Button } from '@kanat/shared/ui';
import { Modal, ModalActions } from '@kanat/shared/ui/dialog';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Notice, SearchBar, usePendingAction } from '../../../ui';
import { addLots } from '../api/add-lots';
import { listGroups } from '../api/list-groups';

const text = messages.adminAuctions;

const Choices = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: ${({ theme }) => theme.space.sm}px 0 0;
  padding: 0;
  border: 0;

  label {
    display: flex;
    gap: ${({ theme }) => theme.space.xs}px;
    align-items: center;
    min-height: 40px;
  }
`;

export interface RelistDialogProps {
  /** The group the lots were unsold in: never offered as the target. */
  fromGroupId: string;
  lots: readonly ResultLot[];
  onClose: () => void;
  onDone: (message: string, groupId: string) => void;
}

/**
 * Puts an ended group's unsold lots up again in another group in one step: the clerk finds
 * the group by name (one that takes lots and is not archived) and each lot is added there with
 * its pigeon, name and starting price. The server checks each pigeon as the lot picker's do.
 */
export function RelistDialog({ fromGroupId, lots, onClose, onDone }: RelistDialogProps) {
  const [term, setTerm] = useState('');
  const [chosen, setChosen] = useState<AdminGroupRow | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const action = usePendingAction();
  const listName = useId();
  const found = useQuery({
    queryKey: ['admin-relist-groups', term],
    queryFn: () => listGroups({ q: term }),
    enabled: term !== '',
  });
  const targets = (found.data?.rows ?? []).filter(
    (group) => group.isFinalContainer && !group.isArchive && group.id !== fromGroupId,
  );

  const relist = async () => {
    if (chosen === null) {
      setProblem(text.relistChoose);
      return;
    }
    setProblem(null);
    const ok = await action.run(() =>
      addLots({
        groupId: chosen.id,
        lots: lots.map((lot) => ({
          pigeonId: lot.pigeonId,
          startingBid: lot.startingBid,
          name: lot.name,
        })),
      }),
    );
    if (ok) onDone(fill(text.relistDone, { count: lots.length, group: chosen.name }), chosen.id);
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={fill(text.relistTitle, { count: lots.length })}
      width={560}
      data-testid="relist"
      actions={
        <ModalActions>
          <Button $variant="ghost" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button $variant="primary" disabled={action.pending} onClick={() => void relist()}>
            {text.relistConfirm}
          </Button>
        </ModalActions>
      }
    >
      <p>{text.relistText}</p>
      <SearchBar label={text.relistSearch} onSearch={setTerm} />
      {term !== '' && found.isSuccess && targets.length === 0 ? <p>{text.relistNone}</p> : null}
      {targets.length > 0 ? (
        <Choices>
          <legend>{text.relistChoose}</legend>
          {targets.map((group) => (
            <label key={group.id}>
              <input
                type="radio"
                name={listName}
                checked={chosen?.id === group.id}
                onChange={() => setChosen(group)}
              />
              {group.name}
            </label>
          ))}
        </Choices>
      ) : null}
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      {action.error ? <Notice tone="error">{action.error}</Notice> : null}
    </Modal>
  );
}
