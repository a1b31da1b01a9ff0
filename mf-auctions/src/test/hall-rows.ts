import type {
  HallCall,
  HallCatalogue,
  HallCatalogueLot,
  HallLiveState,
  HallMyStatus,
  HallSaleSummary,
} from '@kanat/shared/contracts';

// Hall mezat rows as the server sends them, for the hall pages' tests: sale 7, its three lots
// 71, 72 and 73.

const DAY = 24 * 3600 * 1000;

export function hallSale(overrides: Partial<HallSaleSummary> = {}): HallSaleSummary {
  return {
    id: '7',
    title: 'Bahar Salon Mezatı',
    startsAt: Date.now() + 2 * DAY,
    place: 'Kanat Mezat Salonu, İzmir',
    videoUrl: 'https://www.youtube.com/watch?v=abcDEF12345',
    status: 'scheduled',
    lotCount: 3,
    cover: null,
    lotsBeforeStart: true,
    ...overrides,
  };
}

export function hallLot(
  position: number,
  overrides: Partial<HallCatalogueLot> = {},
): HallCatalogueLot {
  return {
    id: String(70 + position),
    position,
    startingPrice: 1000 * position,
    status: 'waiting',
    pigeon: {
      id: `p${position}`,
      serial: 100 + position,
      tagNum: `TR-2024-0${position}`,
      ownerFullName: 'Mehmet Öztürk',
      province: 'İzmir',
      city: 'Karşıyaka',
      active: 1,
      sex: 'unknown',
      colour: '',
      state: 'Yarışta',
      pictures: [`/media/pigeons/h${position}.jpg`],
      pictureSlots: [null],
    },
    description: 'Yarış soyundan.',
    pedigree: null,
    outcome: null,
    ...overrides,
  };
}

export function hallCatalogue(
  sale: Partial<HallSaleSummary> = {},
  lots: HallCatalogueLot[] = [hallLot(1), hallLot(2), hallLot(3)],
): HallCatalogue {
  return { sale: hallSale(sale), lots };
}

export function hallCall(id: number, kind: string, data: HallCall['data'] = {}): HallCall {
  return { id, kind, lotId: 71, data, at: Date.now() };
}

type LiveLot = NonNullable<HallLiveState['lot']>;

/** Lot 1 on the block, opened at 1.000 TL and bid up to 12.000 TL by the room. */
export function hallLive(
  lot: Partial<LiveLot> | null = {},
  overrides: Partial<HallLiveState> = {},
): HallLiveState {
  return {
    saleId: 7,
    status: 'running',
    version: 10,
    lotCount: 3,
    lot:
      lot === null
        ? null
        : {
            id: 71,
            position: 1,
            photo: '/media/pigeons/h1.jpg',
            tagNum: 'TR-2024-01',
            ownerName: 'Mehmet Öztürk',
            startingPrice: 1000,
            askingPrice: 12500,
            currentPrice: 12000,
            leaderKind: 'floor',
            leaderProvince: null,
            leaderName: null,
            bidCount: 6,
            status: 'open',
            ...lot,
          },
    calls: [hallCall(1, 'opened', { position: 1, tagNum: 'TR-2024-01', price: 1000 })],
    ...overrides,
  };
}

export function hallMyStatus(overrides: Partial<HallMyStatus> = {}): HallMyStatus {
  return { saleId: 7, version: 10, current: null, won: [], lost: [], ...overrides };
}
