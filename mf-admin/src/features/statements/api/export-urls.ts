import type { SaleRef } from '@kanat/shared/contracts';

// The accountant's CSV exports (GET, the staff session's cookie): per sale or per month.

export type ExportWhat = 'statements' | 'payments' | 'payouts';

const EXPORT_PATH = '/api/staff/settlement/export.csv';

export const saleExportUrl = (what: ExportWhat, sale: Pick<SaleRef, 'kind' | 'id'>) =>
  `${EXPORT_PATH}?${new URLSearchParams({ what, kind: sale.kind, id: sale.id })}`;

/** `month`: 'YYYY-MM', Turkey's calendar month. */
export const monthExportUrl = (what: ExportWhat, month: string) =>
  `${EXPORT_PATH}?${new URLSearchParams({ what, month })}`;

/** A statement's PDF, as the buyer or seller gets it. */
export const statementPdfUrl = (side: 'buyer' | 'seller', id: string) =>
  `/api/statements/${side}/${encodeURIComponent(id)}/pdf`;
