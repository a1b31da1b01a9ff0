import type { BuyerStatementView, SellerStatementView } from '@kanat/shared/contracts';
import { formatDate } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { formatKurus, formatRate } from '@kanat/shared/rules';
import { type Column, PdfWriter } from '../../lib/pdf-layout';

// The buyer's statement (alım belgesi) and the seller's (satış hesap özeti) as PDFs (issue 33):
// what their pages show, every figure through formatKurus.

const p = messages.statementPdf;
const s = messages.statementServer;
const house = messages.documentTitle.siteName;
const { saleContract } = messages;

const stateText = { open: p.stateOpen, paid: p.statePaid, cancelled: p.stateCancelled } as const;
const methodText = { transfer: s.methodTransfer, cash: s.methodCash, card: s.methodCard } as const;

const dayText = (iso: string) => iso.split('-').reverse().join('.');

// The lot (name and ring) on the left, the figures on the right.
const buyerColumns: Column[] = [
  { x: 0, width: 150 },
  ...[150, 220, 290, 360, 430].map((x) => ({ x, width: 69, right: true })),
];

/** The buyer's statement as a PDF. */
export async function buyerStatementPdf(view: BuyerStatementView): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(`${p.buyerTitle} ${view.reference}`);
  pdf.line(house, { size: 16, bold: true });
  pdf.line(`${p.buyerTitle} · ${view.reference}`, { size: 13, bold: true });
  pdf.gap();
  pdf.field(p.sale, view.sale.title);
  const buyer = view.buyer;
  pdf.field(
    p.buyer,
    buyer.paddle === null
      ? `${buyer.fullname}${buyer.username === '' ? '' : ` (${buyer.username})`}`
      : fill(s.paddle, { paddle: buyer.paddle }),
  );
  pdf.field(p.issued, formatDate(view.issuedAt));
  pdf.field(p.due, formatDate(view.dueAt));
  pdf.field(p.reference, view.reference);
  pdf.field(p.account, view.iban ?? p.noAccount);
  if (view.accountName !== null) pdf.field(p.accountName, view.accountName);
  pdf.line(p.referenceHint, { size: 9, muted: true });
  // The sale's contract the buyer accepted before bidding (issue 35).
  pdf.line(
    view.contract === null
      ? saleContract.statementMissing
      : fill(saleContract.statementLine, {
          date: formatDate(view.contract.acceptedAt),
          version: view.contract.version,
        }),
    { size: 9 },
  );
  if (view.state === 'cancelled') pdf.line(p.cancelled, { bold: true });
  pdf.gap();
  pdf.line(
    fill(p.buyerRates, {
      premium: formatRate(view.terms.buyerPremiumBp),
      vat: formatRate(view.terms.vatBp),
    }),
    { size: 9 },
  );
  pdf.row(buyerColumns, [p.lot, p.hammer, p.premium, p.vat, p.shipping, p.total], { bold: true });
  pdf.rule();
  for (const line of view.lines) {
    pdf.row(buyerColumns, [
      `${line.title} · ${line.pigeon.tagNum}${line.cancelled ? ` (${p.cancelled})` : ''}`,
      formatKurus(line.hammerKurus),
      formatKurus(line.premiumKurus),
      formatKurus(line.premiumVatKurus),
      formatKurus(line.shippingKurus),
      formatKurus(line.totalKurus),
    ]);
  }
  pdf.rule();
  const totals = view.totals;
  pdf.row(
    buyerColumns,
    [
      p.totals,
      formatKurus(totals.hammerKurus),
      formatKurus(totals.premiumKurus),
      formatKurus(totals.premiumVatKurus),
      formatKurus(totals.shippingKurus),
      formatKurus(totals.totalKurus),
    ],
    { bold: true },
  );
  pdf.gap();
  pdf.field(p.total, formatKurus(view.totalKurus));
  pdf.field(p.paid, formatKurus(view.paidKurus));
  pdf.field(p.remaining, `${formatKurus(view.dueKurus)} · ${stateText[view.state]}`);
  pdf.gap();
  pdf.line(p.payments, { bold: true, size: 11 });
  if (view.payments.length === 0) pdf.line(p.noPayments, { muted: true });
  for (const payment of view.payments) {
    pdf.line(
      `${dayText(payment.paidOn)} · ${formatKurus(payment.amountKurus)} · ${methodText[payment.method]}${payment.note === '' ? '' : ` · ${payment.note}`}`,
    );
  }
  return pdf.bytes();
}

const sellerColumns: Column[] = [
  { x: 0, width: 150 },
  ...[150, 237, 324, 411].map((x) => ({ x, width: 87, right: true })),
];

/** The seller's statement as a PDF. */
export async function sellerStatementPdf(view: SellerStatementView): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(`${p.sellerTitle} ${view.sale.title}`);
  pdf.line(house, { size: 16, bold: true });
  pdf.line(p.sellerTitle, { size: 13, bold: true });
  pdf.gap();
  pdf.field(p.sale, view.sale.title);
  pdf.field(
    p.seller,
    `${view.seller.fullname}${view.seller.username === '' ? '' : ` (${view.seller.username})`}`,
  );
  pdf.field(p.issued, formatDate(view.issuedAt));
  pdf.gap();
  pdf.line(p.sold, { bold: true, size: 11 });
  pdf.line(
    fill(p.sellerRates, {
      commission: formatRate(view.terms.sellerCommissionBp),
      vat: formatRate(view.terms.vatBp),
    }),
    { size: 9 },
  );
  pdf.row(sellerColumns, [p.lot, p.hammer, p.commission, p.vat, p.net], { bold: true });
  pdf.rule();
  for (const lot of view.sold) {
    pdf.row(sellerColumns, [
      `${lot.title} · ${lot.pigeon.tagNum}`,
      formatKurus(lot.hammerKurus),
      formatKurus(lot.commissionKurus),
      formatKurus(lot.commissionVatKurus),
      formatKurus(lot.netKurus),
    ]);
  }
  pdf.rule();
  pdf.row(
    sellerColumns,
    [
      p.totals,
      formatKurus(view.hammerKurus),
      formatKurus(view.commissionKurus),
      formatKurus(view.commissionVatKurus),
      formatKurus(view.netKurus),
    ],
    { bold: true },
  );
  pdf.gap();
  pdf.line(p.unsold, { bold: true, size: 11 });
  if (view.unsold.length === 0) pdf.line(p.noUnsold, { muted: true });
  for (const lot of view.unsold) pdf.line(`${lot.title} · ${lot.pigeon.tagNum}`);
  pdf.gap();
  pdf.field(p.net, formatKurus(view.netKurus));
  pdf.field(
    p.payout,
    view.paidOutAt === null
      ? p.notPaidOut
      : fill(p.paidOut, {
          day: formatDate(view.paidOutAt),
          reference: view.payoutReference ?? '',
        }),
  );
  return pdf.bytes();
}
