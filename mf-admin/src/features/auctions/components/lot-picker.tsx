import type { AuctionablePigeon } from '@kanat/shared/contracts';
import { padSerial } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { Button, LoadingBlock, PlainList } from '@kanat/shared/ui';
import { Checkbox, Input } from '@kanat/shared/ui/controls';
import { Modal, ModalActions } from '@kanat/shared/ui/dialog';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { Notice, SearchBar, usePendingAction } from '../../../ui';
import { addLots } from '../api/add-lots';
import { listAuctionablePigeons } from '../api/auctionable-pigeons';
import { priceError } from '../group-rules';

const text = messages.adminAuctions;

const List = styled(PlainList)`
  max-height: 50vh;
  margin: ${({ theme }) => theme.space.sm}px 0;
  overflow-y: auto;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.xs}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Price = styled(Input)`
  width: 130px;
`;

export interface LotPickerProps {
  open: boolean;
  groupId: string;
  onClose: () => void;
  /** After lots were added, with their count. */
  onAdded: (count: number) => void;
}

const pigeonLabel = (pigeon: AuctionablePigeon) =>
  `${padSerial(pigeon.serial)} · ${pigeon.tagNum} · ${pigeon.ownerFullName}`;

/** Pick several pigeons, give each a starting price, add them to the group at once. */
export function LotPicker({ open, groupId, onClose, onAdded }: LotPickerProps) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Map<string, { pigeon: AuctionablePigeon; price: string }>>(
    new Map(),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const action = usePendingAction();
  const pigeons = useQuery({
    queryKey: ['admin-auctionable-pigeons', search],
    queryFn: () => listAuctionablePigeons(search === '' ? {} : { q: search }),
    enabled: open,
  });

  const toggle = (pigeon: AuctionablePigeon, on: boolean) =>
    setPicked((current) => {
      const next = new Map(current);
      if (on) next.set(pigeon.id, { pigeon, price: '' });
      else next.delete(pigeon.id);
      return next;
    });
  const setPrice = (id: string, price: string) =>
    setPicked((current) => {
      const entry = current.get(id);
      if (entry === undefined) return current;
      return new Map(current).set(id, { ...entry, price });
    });

  const submit = async () => {
    setProblem(null);
    const entries = [...picked.values()];
    if (entries.length === 0) return setProblem(text.pickerNone);
    const bad = entries.find((entry) => priceError(entry.price) !== null);
    if (bad) return setProblem(`${bad.pigeon.tagNum}: ${text.priceInvalid}`);
    const done = await action.run(() =>
      addLots({
        groupId,
        lots: entries.map((entry) => ({
          pigeonId: entry.pigeon.id,
          startingBid: Number(entry.price.trim()),
        })),
      }),
    );
    if (done) {
      setPicked(new Map());
      onAdded(entries.length);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={text.pickerTitle}
      width={640}
      data-testid="lot-picker"
      actions={
        <ModalActions>
          <Button $variant="ghost" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button $variant="primary" disabled={action.pending} onClick={() => void submit()}>
            {text.pickerAdd}
          </Button>
        </ModalActions>
      }
    >
      <SearchBar label={text.pickerSearch} placeholder={text.pickerSearch} onSearch={setSearch} />
      <p>{fill(text.pickerSelected, { count: picked.size })}</p>
      {pigeons.isPending ? (
        <LoadingBlock />
      ) : (pigeons.data?.rows.length ?? 0) === 0 ? (
        <p>{text.pickerEmpty}</p>
      ) : (
        <List $gap="xs">
          {pigeons.data?.rows.map((pigeon) => {
            const entry = picked.get(pigeon.id);
            return (
              <Item key={pigeon.id}>
                <Checkbox
                  label={pigeonLabel(pigeon)}
                  checked={entry !== undefined}
                  onChange={(event) => toggle(pigeon, event.currentTarget.checked)}
                />
                {entry ? (
                  <Price
                    aria-label={fill(text.pickerPrice, { tag: pigeon.tagNum })}
                    inputMode="numeric"
                    placeholder={text.lotStartingBid}
                    value={entry.price}
                    onChange={(event) => setPrice(pigeon.id, event.currentTarget.value)}
                  />
                ) : null}
              </Item>
            );
          })}
        </List>
      )}
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      {action.error ? <Notice tone="error">{action.error}</Notice> : null}
    </Modal>
  );
}
