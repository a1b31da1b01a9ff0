import type { AuctionRow } from '../features/auctions/api/list-auctions';
import type { ContainerRow } from '../features/auctions/api/list-containers';
import type { PigeonRow } from '../features/participants/api/list-pigeons';

const HOUR = 3600 * 1000;

/** A realistic auction row; `overrides` set what a test is about. */
export function auctionRow(overrides: Partial<AuctionRow> = {}): AuctionRow {
  return {
    id: 'a1',
    name: 'Şampiyon Gök Alaca',
    description: 'Yarış soyundan, 2023 doğumlu.',
    status: 2,
    startingBid: 500,
    endingTime: Date.now() + 5 * HOUR,
    bidCount: 3,
    currentBid: { amount: 1250, ancestorAmount: 1150, bidder: 'u2', sealed: false },
    photo: '/media/pigeons/a1.jpg',
    ownerFullName: 'Mehmet Öztürk',
    ...overrides,
  };
}

export function containerRow(overrides: Partial<ContainerRow> = {}): ContainerRow {
  return {
    id: 'g1',
    name: 'Bahar Grubu',
    description: 'Bahar dönemi grup ihalesi',
    photo: null,
    isFinalContainer: true,
    childCount: 12,
    totalAuctionsCount: 12,
    totalBidCount: 48,
    totalAmount: 36500,
    expiry: Date.now() + 30 * HOUR,
    ...overrides,
  };
}

export function pigeonRow(overrides: Partial<PigeonRow> = {}): PigeonRow {
  return {
    serial: 42,
    tagNum: 'TR-2023-11842',
    fullname: 'Ayşe Çelik',
    province: 'İzmir',
    city: 'Karşıyaka',
    active: 1,
    state: 'Yarışta',
    ...overrides,
  };
}
