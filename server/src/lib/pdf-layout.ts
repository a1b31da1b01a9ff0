import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

// A small page writer for the statements' PDFs (issue 33): lines of text and table rows that
// flow onto new A4 pages, in DejaVu Sans (Bitstream Vera licence, from dejavu-fonts-ttf), which
// has every Turkish letter; the standard PDF fonts do not (ş, ğ, ı, İ).

const fontFile = (name: string) => require.resolve(`dejavu-fonts-ttf/ttf/${name}`);

let fontBytes: { regular: Buffer; bold: Buffer } | null = null;
const fonts = () => {
  fontBytes ??= {
    regular: readFileSync(fontFile('DejaVuSans.ttf')),
    bold: readFileSync(fontFile('DejaVuSans-Bold.ttf')),
  };
  return fontBytes;
};

const pageSize: [number, number] = [595.28, 841.89];
const margin = 48;
const grey = rgb(0.35, 0.35, 0.35);

/** A table column: its left edge, its width, and whether its text sits on the right. */
export interface Column {
  x: number;
  width: number;
  right?: boolean;
}

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  static async create(title: string): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    doc.setTitle(title);
    doc.setLanguage('tr-TR');
    const { regular, bold } = fonts();
    return new PdfWriter(
      doc,
      await doc.embedFont(regular, { subset: true }),
      await doc.embedFont(bold, { subset: true }),
    );
  }

  /** The width text may take across the page. */
  readonly width = pageSize[0] - 2 * margin;

  private newPage(): void {
    this.page = this.doc.addPage(pageSize);
    this.y = pageSize[1] - margin;
  }

  private room(height: number): void {
    if (this.y - height < margin) this.newPage();
  }

  /** Cuts `text` to fit `width` at `size`, with an ellipsis. */
  private fit(text: string, width: number, size: number, font: PDFFont): string {
    if (font.widthOfTextAtSize(text, size) <= width) return text;
    let cut = text;
    while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width)
      cut = cut.slice(0, -1);
    return `${cut}…`;
  }

  /** One line of text across the page. */
  line(text: string, options: { size?: number; bold?: boolean; muted?: boolean } = {}): void {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    this.room(size + 6);
    this.y -= size + 4;
    this.page.drawText(this.fit(text, this.width, size, font), {
      x: margin,
      y: this.y,
      size,
      font,
      color: options.muted ? grey : rgb(0, 0, 0),
    });
  }

  /** A label and its value on one line. */
  field(label: string, value: string): void {
    this.room(16);
    this.y -= 14;
    this.page.drawText(label, { x: margin, y: this.y, size: 10, font: this.bold });
    this.page.drawText(this.fit(value, this.width - 120, 10, this.regular), {
      x: margin + 120,
      y: this.y,
      size: 10,
      font: this.regular,
    });
  }

  gap(height = 8): void {
    this.y -= height;
  }

  /**
   * One row of a table: each cell in its column. Text is cut to fit; a figure (a column on the
   * right) is never cut but set smaller until it fits.
   */
  row(
    columns: readonly Column[],
    cells: readonly string[],
    options: { bold?: boolean } = {},
  ): void {
    const size = 8;
    const font = options.bold ? this.bold : this.regular;
    this.room(size + 6);
    this.y -= size + 5;
    for (const [index, column] of columns.entries()) {
      const cell = cells[index] ?? '';
      const room = column.width - 4;
      let cellSize = size;
      while (column.right && cellSize > 4 && font.widthOfTextAtSize(cell, cellSize) > room) {
        cellSize -= 0.5;
      }
      const text = column.right ? cell : this.fit(cell, room, size, font);
      const x = column.right
        ? margin + column.x + column.width - font.widthOfTextAtSize(text, cellSize)
        : margin + column.x;
      this.page.drawText(text, { x, y: this.y, size: cellSize, font });
    }
  }

  /** A thin rule across the page. */
  rule(): void {
    this.room(6);
    this.y -= 4;
    this.page.drawLine({
      start: { x: margin, y: this.y },
      end: { x: margin + this.width, y: this.y },
      thickness: 0.5,
      color: grey,
    });
  }

  async bytes(): Promise<Uint8Array> {
    return this.doc.save();
  }
}
