import type { AuctionDetail } from '@kanat/shared/contracts';
import { formatDate } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { pedigree as t } from '@kanat/shared/i18n/lazy';
import { PEDIGREE_GENERATIONS, pedigreeGeneration, pedigreePlace } from '@kanat/shared/rules';
import { type Column, PdfWriter } from '../../lib/pdf-layout';

// A lot's pedigree as a PDF (issue 36): the pigeon, its bloodline, then each generation's
// ancestors with their place, ring number, name, colour and note, in DejaVu Sans (every
// Turkish letter).

/** PDFs one visitor may have made a minute (each embeds a font subset: real CPU). */
export const pedigreePdfLimit = { limit: 20, windowMs: 60_000 };

const columns: Column[] = [
  { x: 0, width: 150 },
  { x: 150, width: 100 },
  { x: 250, width: 90 },
  { x: 340, width: 70 },
  { x: 410, width: 89 },
];

/** The file's name: the ring number with only safe characters. */
export function pedigreeFileName(tagNum: string): string {
  return `soy-agaci-${tagNum.replace(/[^A-Za-z0-9-]+/g, '-')}`;
}

/** The pedigree of the lot's pigeon as a PDF; `now` dates it. */
export async function pedigreePdf(detail: AuctionDetail, now: number): Promise<Uint8Array> {
  const { pigeon, pedigreeChart: chart } = detail.auction;
  const pdf = await PdfWriter.create(fill(t.pdfTitle, { ring: pigeon.tagNum }));
  pdf.line(messages.documentTitle.siteName, { size: 16, bold: true });
  pdf.line(fill(t.pdfTitle, { ring: pigeon.tagNum }), { size: 13, bold: true });
  pdf.gap();
  pdf.field(t.subject, [pigeon.tagNum, detail.auction.name].filter((s) => s !== '').join(' · '));
  if (pigeon.colour !== '') pdf.field(t.colour, pigeon.colour);
  if (chart.bloodline !== '') pdf.field(t.bloodline, chart.bloodline);
  for (let generation = 1; generation <= PEDIGREE_GENERATIONS; generation++) {
    const ancestors = chart.ancestors.filter((a) => pedigreeGeneration(a.path) === generation);
    if (ancestors.length === 0) continue;
    pdf.gap();
    pdf.line(fill(t.generation, { n: generation }), { size: 11, bold: true });
    pdf.row(columns, ['', t.ring, t.name, t.colour, t.note], { bold: true });
    pdf.rule();
    for (const ancestor of ancestors) {
      pdf.row(columns, [
        `${pedigreePlace(ancestor.path)}${ancestor.linkedPigeonId === null ? '' : ` (${t.onSite})`}`,
        ancestor.ring,
        ancestor.name,
        ancestor.colour,
        ancestor.note,
      ]);
    }
  }
  pdf.gap(16);
  pdf.line(fill(t.pdfFooter, { date: formatDate(now) }), { size: 8, muted: true });
  return pdf.bytes();
}
