import type {
  BuyerStatementSummary,
  BuyerStatementView,
  SaleSettlement,
  SellerStatementView,
} from '@kanat/shared/contracts';

// Statements as the server answers them, for the page tests of the console (mf-admin) and of
// the member's account (mf-account).

// 2026-11-20 12:00 and 2026-11-27 12:00 in Turkey (UTC+3).
export const issued = Date.UTC(2026, 10, 20, 9, 0);
export const due = Date.UTC(2026, 10, 27, 9, 0);
export const sale = { kind: 'group' as const, id: '7', title: 'Kasım Yavru Grubu' };
/** The buyer of these statements (the signed-in member of the account's tests). */
export const buyer = { uid: 'u1', fullname: 'Ayşe Güneş', username: 'ayse', paddle: null };
const seller = { uid: 'u2', fullname: 'Mehmet Öztürk', username: 'mehmet', paddle: null };

export const buyerSummary = (over: Partial<BuyerStatementSummary> = {}): BuyerStatementSummary => ({
  id: '12',
  reference: 'KM0000001262',
  sale,
  buyer,
  issuedAt: issued,
  dueAt: due,
  totalKurus: 1_359_000,
  paidKurus: 500_000,
  dueKurus: 859_000,
  state: 'open',
  overdue: false,
  lotCount: 2,
  ...over,
});

const noDelivery = {
  method: null,
  carrier: null,
  trackingNumber: null,
  pickedUpBy: null,
  deliveredAt: null,
};

export const buyerView = (over: Partial<BuyerStatementView> = {}): BuyerStatementView => ({
  ...buyerSummary(),
  terms: { buyerPremiumBp: 1000, vatBp: 2000 },
  iban: 'TR33 0006 1005 1978 6457 8413 26',
  accountName: 'Bursa Posta Güvercini Derneği',
  lines: [
    {
      id: '31',
      lotKind: 'auction',
      lotId: '501',
      title: 'Mavi dişi',
      pigeon: { id: '9', tagNum: 'TR-2025-111' },
      hammerKurus: 1_000_000,
      premiumKurus: 100_000,
      premiumVatKurus: 20_000,
      shippingKurus: 15_000,
      totalKurus: 1_135_000,
      delivery: {
        method: 'cargo',
        carrier: 'Yurtiçi Kargo',
        trackingNumber: 'YK123',
        pickedUpBy: null,
        deliveredAt: Date.UTC(2026, 10, 22, 9, 0),
      },
      cancelled: false,
    },
    {
      id: '32',
      lotKind: 'auction',
      lotId: '502',
      title: 'Kır erkek',
      pigeon: { id: '10', tagNum: 'TR-2025-222' },
      hammerKurus: 200_000,
      premiumKurus: 20_000,
      premiumVatKurus: 4_000,
      shippingKurus: 0,
      totalKurus: 224_000,
      delivery: noDelivery,
      cancelled: false,
    },
  ],
  totals: {
    hammerKurus: 1_200_000,
    premiumKurus: 120_000,
    premiumVatKurus: 24_000,
    shippingKurus: 15_000,
    totalKurus: 1_359_000,
  },
  payments: [
    {
      id: '4',
      amountKurus: 500_000,
      method: 'transfer',
      paidOn: '2026-11-21',
      note: 'İlk taksit',
      fromBank: true,
      recordedAt: issued,
    },
  ],
  cancelReason: null,
  contract: null,
  ...over,
});

export const sellerView = (over: Partial<SellerStatementView> = {}): SellerStatementView => ({
  id: '21',
  sale,
  seller,
  issuedAt: issued,
  hammerKurus: 1_200_000,
  commissionKurus: 180_000,
  commissionVatKurus: 36_000,
  netKurus: 984_000,
  paidOutAt: null,
  payoutReference: null,
  soldCount: 2,
  terms: { sellerCommissionBp: 1500, vatBp: 2000 },
  sold: [
    {
      lineId: '31',
      title: 'Mavi dişi',
      pigeon: { id: '9', tagNum: 'TR-2025-111' },
      hammerKurus: 1_000_000,
      commissionKurus: 150_000,
      commissionVatKurus: 30_000,
      netKurus: 820_000,
      buyerPaid: false,
      delivered: true,
    },
    {
      lineId: '32',
      title: 'Kır erkek',
      pigeon: { id: '10', tagNum: 'TR-2025-222' },
      hammerKurus: 200_000,
      commissionKurus: 30_000,
      commissionVatKurus: 6_000,
      netKurus: 164_000,
      buyerPaid: true,
      delivered: false,
    },
  ],
  unsold: [{ title: 'Gök erkek', pigeon: { id: '11', tagNum: 'TR-2025-333' } }],
  ...over,
});

export const saleSettlement = (over: Partial<SaleSettlement> = {}): SaleSettlement => {
  const { terms: _t, sold: _s, unsold: _u, ...sellerSummary } = sellerView();
  return {
    sale,
    buyers: [buyerSummary({ overdue: true })],
    sellers: [sellerSummary],
    balance: {
      buyersTotal: 1_359_000,
      sellersNet: 984_000,
      shipping: 15_000,
      houseIncome: 360_000,
      difference: 0,
      received: 500_000,
      outstanding: 859_000,
      paidOut: 0,
    },
    ...over,
  };
};

/** A callable's refusal, as the server sends it. */
export const refusal = (message: string, status = 'INVALID_ARGUMENT') => ({
  status: 400,
  body: { error: { status, message } },
});

export const rowsOf = (table: HTMLElement) =>
  Array.from(table.querySelectorAll('tbody tr')).map((row) =>
    Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent),
  );
