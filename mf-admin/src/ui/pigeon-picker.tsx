import type { AuctionablePigeon } from '@kanat/shared/contracts';
import { padSerial } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { Button, LoadingBlock, PlainList } from '@kanat/shared/ui';
import { Checkbox, Input } from '@kanat/shared/ui/controls';
import { Modal, ModalActions } from '@kanat/shared/ui/dialog';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { Notice } from './notice';
import { SearchBar } from './search-bar';
import { usePendingAction } from './use-pending-action';

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

const Pigeon = styled.div`
  display: flex;
  flex: 1 1 260px;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
`;

/** The pigeon's cover photo, or an empty square of the same size. */
const Thumb = styled.span`
  flex: none;
  width: 48px;
  height: 48px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Order = styled.strong`
  color: ${({ theme }) => theme.colors.brand};
  white-space: nowrap;
`;

const kit = messages.adminConsole.kit;

const Price = styled(Input)`
  width: 130px;
`;

/** The picker's words, from the area that uses it. */
export interface PigeonPickerTexts {
  title: string;
  search: string;
  /** '{count} güvercin seçildi'. */
  selected: string;
  empty: string;
  /** A price field's label: '{tag} başlangıç fiyatı'. */
  price: string;
  pricePlaceholder?: string;
  add: string;
  cancel: string;
  none: string;
  /** 'Bir seferde en çok {max} lot eklenebilir.' (with `max`). */
  tooMany?: string;
}

export interface PigeonPickerProps {
  open: boolean;
  texts: PigeonPickerTexts;
  'data-testid': string;
  /** The pigeons offered for a search ('' for all). */
  load: (search: string) => Promise<{ rows: AuctionablePigeon[] }>;
  queryKey: string;
  /** A typed price's problem, in Turkish, or null. */
  priceError: (typed: string) => string | null;
  /** The most pigeons added at once. */
  max?: number;
  /** Adds the picked pigeons in the order they were ticked, each with its price (lira). */
  add: (lots: Array<{ pigeonId: string; price: number }>) => Promise<unknown>;
  onClose: () => void;
  /** After they were added, with their count. */
  onAdded: (count: number) => void;
}

/**
 * Pick several pigeons, give each a starting price, add them at once: a group's lots and a
 * hall sale's lots alike (each area passes its words, its price rule and its call).
 */
export function PigeonPicker(props: PigeonPickerProps) {
  const { open, texts, load, priceError, max, add, onClose, onAdded } = props;
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Array<{ pigeon: AuctionablePigeon; price: string }>>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const action = usePendingAction();
  const pigeons = useQuery({
    queryKey: [props.queryKey, search],
    queryFn: () => load(search),
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
    if (picked.length === 0) return setProblem(texts.none);
    if (max !== undefined && texts.tooMany && picked.length > max) {
      return setProblem(fill(texts.tooMany, { max }));
    }
    for (const entry of picked) {
      const error = priceError(entry.price);
      if (error !== null) return setProblem(`${entry.pigeon.tagNum}: ${error}`);
    }
    const done = await action.run(() =>
      add(
        picked.map((entry) => ({ pigeonId: entry.pigeon.id, price: Number(entry.price.trim()) })),
      ),
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
      title={texts.title}
      width={640}
      data-testid={props['data-testid']}
      actions={
        <ModalActions>
          <Button $variant="ghost" onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button $variant="primary" disabled={action.pending} onClick={() => void submit()}>
            {texts.add}
          </Button>
        </ModalActions>
      }
    >
      <SearchBar label={texts.search} placeholder={texts.search} onSearch={setSearch} />
      <p>
        {fill(texts.selected, { count: picked.length })} {kit.pickOrderHint}
      </p>
      {pigeons.isPending ? (
        <LoadingBlock />
      ) : (pigeons.data?.rows.length ?? 0) === 0 ? (
        <p>{texts.empty}</p>
      ) : (
        <List $gap="xs">
          {pigeons.data?.rows.map((pigeon) => {
            const order = picked.findIndex((item) => item.pigeon.id === pigeon.id);
            const entry = picked[order];
            return (
              <Row key={pigeon.id}>
                <Pigeon>
                  <Thumb>
                    {pigeon.cover ? <img src={pigeon.cover} alt="" loading="lazy" /> : null}
                  </Thumb>
                  <Checkbox
                    label={`${pigeon.name ? `${pigeon.name} · ` : ''}${padSerial(pigeon.serial)} · ${pigeon.tagNum} · ${pigeon.state} · ${pigeon.ownerFullName}`}
                    checked={entry !== undefined}
                    onChange={(event) => toggle(pigeon, event.currentTarget.checked)}
                  />
                </Pigeon>
                {entry ? <Order>{fill(kit.pickOrder, { n: order + 1 })}</Order> : null}
                {entry ? (
                  <Price
                    aria-label={fill(texts.price, { tag: pigeon.tagNum })}
                    inputMode="numeric"
                    placeholder={texts.pricePlaceholder}
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
