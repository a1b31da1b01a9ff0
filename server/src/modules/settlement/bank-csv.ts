import { createHash } from 'node:crypto';
import { fill, messages } from '@kanat/shared/i18n/full';
import { parseKurus } from '@kanat/shared/rules';
import { CsvError, parse } from 'csv-parse/sync';
import { AppError } from '../../errors';
import { parseDay } from './days';

// The bank's statement as a CSV export (issue 33): date, amount, description, one movement a
// line. Turkish banks write ';' between fields, dd.mm.yyyy dates and '1.250,50' amounts; others
// ',' and yyyy-mm-dd. A header row is allowed, and when it names the columns (Tarih, Tutar,
// Açıklama; Date, Amount, Description) they may come in any order among others. A line that
// cannot be read refuses the whole file, naming its line, so nothing of a half-read file is
// ever stored.

const t = messages.statementServer;

export interface BankCsvLine {
  lineNo: number;
  bookedOn: string;
  amountKurus: number;
  description: string;
  /** The same movement imported again has the same fingerprint (see bankLines). */
  fingerprint: string;
}

function refuse(line: number, reason: string): never {
  throw new AppError('invalid-argument', fill(t.bankFileUnreadable, { line, reason }));
}

/** ';' when the first line holds one, ',' otherwise. */
function delimiterOf(csv: string): string {
  const first = csv.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  return first.includes(';') ? ';' : ',';
}

/** Where a header row puts the date, the amount and the description. */
interface Columns {
  date: number;
  amount: number;
  description: number;
}

// Read in Turkish lower case ('İşlem Tarihi' -> 'işlem tarihi').
const headerNames: Record<keyof Columns, RegExp> = {
  date: /tarih|date/,
  amount: /tutar|miktar|amount/,
  description: /açıklama|aciklama|description|detay/,
};

/** The columns a header row names, or null when it does not name all three (then 1, 2, 3). */
function columnsOf(header: readonly string[]): Columns | null {
  const find = (name: keyof Columns) =>
    header.findIndex((cell) => headerNames[name].test(cell.trim().toLocaleLowerCase('tr')));
  const columns = { date: find('date'), amount: find('amount'), description: find('description') };
  return Object.values(columns).every((i) => i >= 0) ? columns : null;
}

/** A record's date, amount and description by the header's columns. */
const pick = (record: readonly string[], c: Columns) => [
  record[c.date] ?? '',
  record[c.amount] ?? '',
  record[c.description] ?? '',
];

/** The file's movements, or a Turkish refusal naming the first line that cannot be read. */
export function parseBankCsv(csv: string): BankCsvLine[] {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(csv, {
      delimiter: delimiterOf(csv),
      bom: true,
      info: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) refuse(Number(error.lines ?? 1), t.bankLineBroken);
    throw error;
  }
  const lines: BankCsvLine[] = [];
  const seen = new Map<string, number>();
  let columns: Columns | null = null;
  for (const [index, { record, info }] of records.entries()) {
    const lineNo = info.lines;
    const [dateText = '', amountText = '', ...rest] =
      columns === null ? record : pick(record, columns);
    const bookedOn = parseDay(dateText);
    const amount = parseKurus(amountText);
    // The first row may name the columns (then they may come in any order).
    if (index === 0 && bookedOn === null && amount === null) {
      columns = columnsOf(record);
      continue;
    }
    if (record.length < 3) refuse(lineNo, t.bankLineColumns);
    if (bookedOn === null) refuse(lineNo, t.bankLineDate);
    if (amount === null) refuse(lineNo, t.bankLineAmount);
    const description = rest.join(' ').replace(/\s+/g, ' ').trim();
    const key = `${bookedOn}|${amount}|${description}`;
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    lines.push({
      lineNo,
      bookedOn,
      amountKurus: amount,
      description,
      fingerprint: createHash('sha256').update(`${key}|${occurrence}`).digest('hex'),
    });
  }
  if (lines.length === 0) throw new AppError('invalid-argument', t.bankFileEmpty);
  return lines;
}
