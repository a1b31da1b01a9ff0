import type { AdminHallChange, AdminHallState, HallFloorLotRow } from '@kanat/shared/contracts';
import { withChange } from './use-floor';

const row = (id: number, over: Partial<HallFloorLotRow> = {}): HallFloorLotRow => ({
  id,
  position: id,
  tagNum: `TR-2026-00000${id}`,
  ownerName: 'Ayşe Öztürk',
  photo: null,
  status: 'waiting',
  startingPrice: 1000,
  stepOverride: null,
  currentPrice: null,
  askingPrice: 1000,
  bidCount: 0,
  soldPrice: null,
  buyerUsername: null,
  buyerPaddle: null,
  ...over,
});

const view = (version: number, lots: HallFloorLotRow[]): AdminHallState => ({
  sale: { id: 1, title: 'Salı Akşamı Mezatı', status: 'running', version, currentLotId: null },
  lease: null,
  lots,
  current: null,
  calls: [],
});

const change = (version: number, changedLots: HallFloorLotRow[]): AdminHallChange => {
  const { lots: _lots, ...rest } = view(version, []);
  return { ...rest, changedLots };
};

describe('withChange: an action’s answer brought into the console’s view', () => {
  it('puts the changed rows in place and keeps every other lot as read, in order', () => {
    const before = view(4, [row(1, { status: 'open' }), row(2), row(3)]);
    const after = withChange(
      before,
      change(5, [row(1, { status: 'sold', soldPrice: 1500, buyerPaddle: 'B7' })]),
    );
    expect(after.sale.version).toBe(5);
    expect(after.lots.map((lot) => [lot.id, lot.status, lot.soldPrice])).toEqual([
      [1, 'sold', 1500],
      [2, 'waiting', null],
      [3, 'waiting', null],
    ]);
  });

  it('leaves a newer view alone when an older answer arrives after it', () => {
    const newer = view(9, [row(1, { status: 'sold' }), row(2, { status: 'open' })]);
    expect(withChange(newer, change(8, [row(2, { status: 'warned' })]))).toBe(newer);
  });
});
