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
import { addHallLots } from '../api/add-lots';
import { listHallPigeons } from '../api/hall-pigeons';
import { startingPriceError } from '../sale-form';

const text = messages.adminHallConsole;

/** HALL_LOTS_PER_CALL of the contract (read as types only in the browser: no TypeBox here). */
const HALL_LOTS_PER_CALL = 50;

const List = styled(PlainList)`
  max-height: 50vh;
  margin: ${({ theme }) => theme.space.sm}px 0;
  overflow-y: auto;
`;

const Row = styled.li`
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

export interface HallLotPickerProps {
  open: boolean;
  saleId: string;
  onClose: () => void;
  onAdded: (count: number) => void;
}

/** Pigeons picked in the order they are ticked, each with its starting price, added at once. */
export function HallLotPicker({ open, saleId, onClose, onAdded }: HallLotPickerProps) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Array<{ pigeon: AuctionablePigeon; price: string }>>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const action = usePendingAction();
  const pigeons = useQuery({
    queryKey: ['admin-hall-pigeons', search],
    queryFn: () => listHallPigeons(search === '' ? {} : { q: search }),
    enabled: open,
  });

  const toggle = (pigeon: AuctionablePigeon, on: boolean) =>
    setPicked((list) =>
      on ? [...list, { pigeon, price: '' }] : list.filter((entry) => entry.pigeon.id !== pigeon.id),
    );
  const setPrice = (id: string, price: string) =>
    setPicked((list) =>
      list.map((entry) => (entry.pigeon.id === id ? { ...entry, price } : entry)),
    );

  const submit = async () => {
    setProblem(null);
    if (picked.length === 0) return setProblem(text.pickerNone);
    if (picked.length > HALL_LOTS_PER_CALL) {
      return setProblem(fill(text.pickerTooMany, { max: HALL_LOTS_PER_CALL }));
    }
    for (const entry of picked) {
      const error = startingPriceError(entry.price);
      if (error !== null) return setProblem(`${entry.pigeon.tagNum}: ${error}`);
    }
    const done = await action.run(() =>
      addHallLots({
        saleId,
        lots: picked.map((entry) => ({
          pigeonId: entry.pigeon.id,
          startingPrice: Number(entry.price.trim()),
        })),
      }),
    );
    if (done) {
      const count = picked.length;
      setPicked([]);
      onAdded(count);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={text.pickerTitle}
      width={640}
      data-testid="hall-lot-picker"
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
      <p>{fill(text.pickerSelected, { count: picked.length })}</p>
      {pigeons.isPending ? (
        <LoadingBlock />
      ) : (pigeons.data?.rows.length ?? 0) === 0 ? (
        <p>{text.pickerEmpty}</p>
      ) : (
        <List $gap="xs">
          {pigeons.data?.rows.map((pigeon) => {
            const entry = picked.find((item) => item.pigeon.id === pigeon.id);
            return (
              <Row key={pigeon.id}>
                <Checkbox
                  label={`${padSerial(pigeon.serial)} · ${pigeon.tagNum} · ${pigeon.ownerFullName}`}
                  checked={entry !== undefined}
                  onChange={(event) => toggle(pigeon, event.currentTarget.checked)}
                />
                {entry ? (
                  <Price
                    aria-label={fill(text.pickerPrice, { tag: pigeon.tagNum })}
                    inputMode="numeric"
                    value={entry.price}
                    onChange={(event) => setPrice(pigeon.id, event.currentTarget.value)}
                  />
                ) : null}
              </Row>
            );
          })}
        </List>
      )}
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      {action.error ? <Notice tone="error">{action.error}</Notice> : null}
    </Modal>
  );
}
