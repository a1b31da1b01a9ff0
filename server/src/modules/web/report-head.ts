import type { SaleReport } from '@kanat/shared/contracts';
import { formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { records as texts } from '@kanat/shared/i18n/lazy';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors';
import { groupSaleReport } from '../auctions';
import { hallSaleReport } from '../hall-sales';
import { clip, type HeadContext, notFound, orNull, type RouteFacts } from './page-facts';
import {
  PREVIEW_HEIGHT,
  PREVIEW_TYPE,
  PREVIEW_WIDTH,
  type PreviewFacts,
  type ReportPreviewKind,
  reportPreviewPath,
} from './preview-image';

// The head of a sale report's page (/arsiv/:id/rapor, /canli-mezat/:id/rapor, head kind
// `sale-report`): named by the sale, described by its figures, and shared with a picture of its
// dearest lot with the figures written on it (/og/report/…); 404 for no such sale.

const share = messages.share;

/** The report of a finished sale; null when there is no such sale, 'not-yet' before its end. */
export async function readReport(
  db: Db,
  kind: ReportPreviewKind,
  id: string,
  now: number,
): Promise<SaleReport | null | 'not-yet'> {
  try {
    return await orNull(kind === 'group' ? groupSaleReport(db, id, now) : hallSaleReport(db, id));
  } catch (error) {
    if (error instanceof AppError && error.code === 'failed-precondition') return 'not-yet';
    throw error;
  }
}

/** What a report's preview picture shows; its version changes with any of it. */
export function reportPreviewFacts(report: SaleReport): PreviewFacts {
  const top = report.top[0];
  return {
    title: fill(texts.reportTitle, { name: report.name }),
    priceLine: fill(texts.shareLine, { sold: report.sold, total: formatMoney(report.total) }),
    endLine: top === undefined ? '' : fill(texts.shareTop, { price: formatMoney(top.price) }),
    photo: top?.photo ?? null,
    siteName: share.siteName,
  };
}

export async function saleReportPage(
  ctx: HeadContext,
  kind: ReportPreviewKind,
  id: string,
): Promise<RouteFacts> {
  const report = await readReport(ctx.db, kind, id, ctx.now);
  if (report === null) return notFound();
  const path = kind === 'group' ? `/arsiv/${id}/rapor` : `/canli-mezat/${id}/rapor`;
  const list =
    kind === 'group'
      ? { name: messages.nav.archive, path: '/arsiv' }
      : { name: messages.nav.hallSales, path: '/canli-mezat' };
  if (report === 'not-yet') {
    const name = texts.reportLink;
    return {
      status: 200,
      name,
      description: kind === 'group' ? texts.reportNotYet : texts.hallReportNotYet,
      path,
      trail: [list, { name, path }],
    };
  }
  const name = fill(texts.reportTitle, { name: report.name });
  const money = (amount: number | null) => (amount === null ? '–' : formatMoney(amount));
  return {
    status: 200,
    name,
    description: clip(
      fill(texts.reportDescription, {
        name: report.name,
        sold: report.sold,
        total: formatMoney(report.total),
        average: money(report.average),
      }),
    ),
    path,
    image: {
      url: `${ctx.origin}${reportPreviewPath(kind, report.saleId, reportPreviewFacts(report))}`,
      width: PREVIEW_WIDTH,
      height: PREVIEW_HEIGHT,
      alt: name,
      type: PREVIEW_TYPE,
    },
    trail: [list, { name: report.name, path: report.href }, { name, path }],
  };
}
