import type {
  AuctionDetail,
  AuctionRow,
  BidRow,
  ContainerDetail,
  ContainerRow,
  PigeonRow,
  SaleContractView,
} from '@kanat/shared/contracts';
import type { LiveAuction } from '../features/auctions/api/live-values';

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

export function bidRow(overrides: Partial<BidRow> = {}): BidRow {
  return {
    numericId: 7,
    amount: 1250,
    oldAmount: 1150,
    on: Date.now() - HOUR,
    bidder: 'u2',
    bidderName: 'kartal34',
    auto: false,
    ...overrides,
  };
}

/** `GET /api/auctions/:id` for the auction of auctionRow(), with its pigeon and bids. */
export function auctionDetail(
  overrides: Partial<AuctionDetail['auction']> = {},
  bids: BidRow[] = [bidRow(), bidRow({ numericId: 6, amount: 1150, oldAmount: 1000 })],
): AuctionDetail {
  const auction = auctionRow(overrides);
  return {
    auction: {
      ...auction,
      expiry: auction.endingTime,
      startedOn: auction.endingTime - 7 * 24 * HOUR,
      parent: null,
      pigeon: {
        id: 'p9',
        serial: 42,
        tagNum: 'TR-2023-11842',
        ownerFullName: auction.ownerFullName,
        province: 'İzmir',
        city: 'Karşıyaka',
        active: 1,
        state: 'Yarışta',
        sex: 'unknown',
        colour: '',
        pictures: auction.photo ? [auction.photo, '/media/pigeons/a1-2.jpg'] : [],
        pictureSlots: auction.photo ? [null, null] : [],
      },
      bidCeiling: null,
      cancelReason: null,
      pedigree: null,
      dnaCertificate: null,
      races: [],
      pedigreeChart: { bloodline: '', ancestors: [] },
      videos: [],
      ...overrides,
    },
    bids,
    softCloseMinutes: 5,
    result: null,
    reserve: 'none',
  };
}

/** A live `auctions/{id}` value. */
export function liveAuction(overrides: Partial<LiveAuction> = {}): LiveAuction {
  return {
    status: 2,
    bidCount: 3,
    startingBid: 500,
    expiry: Date.now() + 5 * HOUR,
    currentBid: { amount: 1250, ancestorAmount: 1150, bidder: 'u2', sealed: false },
    lastBids: [bidRow()],
    ...overrides,
  };
}

export function containerDetail(overrides: Partial<ContainerDetail> = {}): ContainerDetail {
  return {
    ...containerRow(overrides),
    parent: 'vitrin',
    archived: false,
    startedOn: Date.now() - HOUR,
    lotsBeforeStart: true,
    soldCount: 0,
    hammerTotal: 0,
    ...overrides,
  };
}

/**
 * The sale's contract as `saleContract` answers it (issue 35): the lot `a1` sold alone, the
 * house's text version 3, not yet accepted unless `overrides` say so.
 */
export function saleContractView(overrides: Partial<SaleContractView> = {}): SaleContractView {
  return {
    sale: { kind: 'auction', id: '1', name: 'Şampiyon Gök Alaca' },
    text: {
      kind: 'sale-contract',
      version: 3,
      title: 'Mesafeli Satış Ön Bilgilendirme Formu',
      html: '<h2>Mesafeli Satış Ön Bilgilendirme Formu</h2><p>Satıcı ve alıcı bu koşulları kabul eder.</p><script>alert(1)</script>',
      createdAt: Date.UTC(2025, 2, 5, 9),
    },
    accepted: null,
    ...overrides,
  };
}

/** An acceptance of the contract's version 3. */
export const ACCEPTED = { version: 3, acceptedAt: Date.UTC(2025, 3, 1, 9) };
