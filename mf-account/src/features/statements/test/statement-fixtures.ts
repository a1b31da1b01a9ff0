import type {
  BuyerStatementSummary,
  BuyerStatementView,
  SellerStatementView,
} from '@kanat/shared/contracts';

// The member's statements as the server answers them, for the page tests.

// 2026-11-20 12:00 and 2026-11-27 12:00 in Turkey (UTC+3).
export const issued = Date.UTC(2026, 10, 20, 9, 0);
export const due = Date.UTC(2026, 10, 27, 9, 0);
export const sale = { kind: 'group' as const, id: '7', title: 'Kasım Yavru Grubu' };
export const me = { uid: 'u1', fullname: 'Ayşe Güneş', username: 'ayse', paddle: null };

export const summary = (over: Partial<BuyerStatementSummary> = {}): BuyerStatementSummary => ({
  id: '12',
  reference: 'KM0000001262',
  sale,
  buyer: me,
  issuedAt: issued,
  dueAt: due,
  totalKurus: 1_375_000,
  paidKurus: 500_000,
  dueKurus: 875_000,
  state: 'open',
  overdue: true,
  lotCount: 2,
  ...over,
});

export const delivery = {
  method: null,
  carrier: null,
  trackingNumber: null,
  pickedUpBy: null,
  deliveredAt: null,
};

export const buyerView = (over: Partial<BuyerStatementView> = {}): BuyerStatementView => ({
  ...summary(),
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
      delivery: { ...delivery, method: 'pickup' },
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
      note: '',
      fromBank: true,
      recordedAt: issued,
    },
  ],
  cancelReason: null,
  ...over,
});

export const sellerView: SellerStatementView = {
  id: '21',
  sale,
  seller: me,
  issuedAt: issued,
  hammerKurus: 1_000_000,
  commissionKurus: 150_000,
  commissionVatKurus: 30_000,
  netKurus: 820_000,
  paidOutAt: null,
  payoutReference: null,
  soldCount: 1,
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
  ],
  unsold: [{ title: 'Gök erkek', pigeon: { id: '11', tagNum: 'TR-2025-333' } }],
};
