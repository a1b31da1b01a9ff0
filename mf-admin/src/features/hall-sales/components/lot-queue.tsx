import type { HallFloorLotRow } from '@kanat/shared/contracts';
import { formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { Button } from '@kanat/shared/ui';
import { type ConsoleColumn, DataTable, StatusBadge } from '../../../ui';
import { lotStatusTone, lotStatusWord } from '../hall-words';

const text = messages.adminHallConsole;

function buyerOf(lot: HallFloorLotRow): string {
  if (lot.status !== 'sold') return '';
  if (lot.buyerUsername !== null) return lot.buyerUsername;
  return lot.buyerPaddle === null
    ? text.holderFloor
    : fill(text.holderFloorPaddle, { paddle: lot.buyerPaddle });
}

export interface LotQueueProps {
  lots: readonly HallFloorLotRow[];
  /** Opens a waiting lot out of turn; null while no lot may be opened. */
  onOpen: ((lot: HallFloorLotRow) => void) | null;
}

/** Every lot of the sale in order: where the sale stands, and a waiting lot opened out of turn. */
export function LotQueue({ lots, onOpen }: LotQueueProps) {
  const columns: ConsoleColumn<HallFloorLotRow>[] = [
    {
      key: 'position',
      header: text.position,
      primary: true,
      render: (lot) => `${fill(text.lotHeading, { position: lot.position })} · ${lot.tagNum}`,
    },
    { key: 'owner', header: text.owner, render: (lot) => lot.ownerName },
    {
      key: 'status',
      header: text.status,
      render: (lot) => (
        <StatusBadge tone={lotStatusTone(lot.status)}>{lotStatusWord(lot.status)}</StatusBadge>
      ),
    },
    {
      key: 'price',
      header: text.price,
      align: 'right',
      render: (lot) => formatMoney(lot.soldPrice ?? lot.currentPrice ?? lot.startingPrice),
    },
    { key: 'buyer', header: text.buyer, render: buyerOf },
    {
      key: 'open',
      header: text.actions,
      render: (lot) =>
        lot.status === 'waiting' && onOpen !== null ? (
          <Button $variant="secondary" $size="sm" onClick={() => onOpen(lot)}>
            {fill(text.openLot, { position: lot.position })}
          </Button>
        ) : null,
    },
  ];
  return (
    <DataTable
      caption={text.lotQueue}
      columns={columns}
      rows={[...lots]}
      rowKey={(lot) => String(lot.id)}
      empty={text.noLots}
      data-testid="hall-lot-queue"
    />
  );
}
