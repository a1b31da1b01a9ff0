import { fill, messages } from '@kanat/shared/i18n/full';
import { paymentReference, statementDue } from '@kanat/shared/rules';
import { fileNameWords } from '@kanat/shared/validation';
import { stringify } from 'csv-stringify/sync';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import type { PaymentMethod, SaleKind, StatementState } from '../../db/schema';
import { AppError } from '../../errors';
import { methodText } from './payments';

// The accountant's exports (issue 33): statements, payments and payouts of one sale or one
// month, as CSV that Turkish Excel opens as it is (UTF-8 with a BOM, ';', CRLF), amounts as
// numbers with a decimal comma so the sheet can add them up.

const h = messages.statementExport;
const pdf = messages.statementPdf;

export type ExportWhat = 'statements' | 'payments' | 'payouts';

export type ExportScope = { kind: SaleKind; id: number } | { month: string };

const kindText: Record<SaleKind, string> = {
  group: h.kindGroup,
  hall: h.kindHall,
  auction: h.kindAuction,
};

const stateText: Record<StatementState, string> = {
  open: pdf.stateOpen,
  paid: pdf.statePaid,
  cancelled: pdf.stateCancelled,
};

/** 125050 -> '1250,50'. */
const amount = (kurus: number | string) => {
  const k = Number(kurus);
  const sign = k < 0 ? '-' : '';
  const abs = Math.abs(k);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
};

/** A cell that starts like a formula is written as text (CSV injection). */
const safe = (value: string | null) => {
  const text = value ?? '';
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
};

/** Turkey's calendar day of a stored time, as Excel reads it ('28.11.2026'). */
const day = (value: Date | string | null) => {
  if (value === null) return '';
  const iso = new Date(new Date(value).getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
  return iso.split('-').reverse().join('.');
};
const isoDay = (value: string) => value.split('-').reverse().join('.');

/** The scope from the query string, or a Turkish refusal. */
export function exportScope(query: { kind?: string; id?: string; month?: string }): ExportScope {
  if (query.month !== undefined && /^\d{4}-(0[1-9]|1[0-2])$/.test(query.month)) {
    return { month: query.month };
  }
  if (
    (query.kind === 'group' || query.kind === 'hall' || query.kind === 'auction') &&
    query.id !== undefined &&
    /^[0-9]{1,9}$/.test(query.id)
  ) {
    return { kind: query.kind, id: Number(query.id) };
  }
  throw new AppError('invalid-argument', messages.statementServer.exportInvalid);
}

/** Turkey's month of a time column. */
const monthOf = (column: SQL) => sql`to_char(${column} at time zone 'Europe/Istanbul', 'YYYY-MM')`;

const saleFilter = (scope: ExportScope, alias: string, time: SQL) =>
  'month' in scope
    ? sql`${monthOf(time)} = ${scope.month}`
    : sql`${sql.raw(alias)}.sale_kind = ${scope.kind} and ${sql.raw(alias)}.sale_id = ${scope.id}`;

const csv = (rows: unknown[][]) =>
  stringify(rows, { bom: true, delimiter: ';', record_delimiter: 'windows' });

async function statementsCsv(db: Db, scope: ExportScope): Promise<string> {
  const rows = await queryRows<{
    id: number;
    sale_kind: SaleKind;
    sale_title: string;
    fullname: string | null;
    username: string | null;
    buyer_paddle: string | null;
    issued_at: Date | string;
    due_at: Date | string;
    hammer: string;
    premium: string;
    vat: string;
    shipping: string;
    total_kurus: string;
    paid_kurus: string;
    state: StatementState;
  }>(
    db,
    sql`select s.id, s.sale_kind, s.sale_title, u.fullname, u.username, s.buyer_paddle,
        s.issued_at, s.due_at, s.total_kurus, s.paid_kurus, s.state,
        coalesce(sum(l.hammer_kurus), 0) as hammer, coalesce(sum(l.premium_kurus), 0) as premium,
        coalesce(sum(l.premium_vat_kurus), 0) as vat, coalesce(sum(l.shipping_kurus), 0) as shipping
      from buyer_statements s
      left join users u on u.id = s.buyer_id
      left join statement_lines l on l.statement_id = s.id and l.cancelled_at is null
      where ${saleFilter(scope, 's', sql`s.issued_at`)}
      group by s.id, u.fullname, u.username order by s.id`,
  );
  return csv([
    [...h.statements],
    ...rows.map((r) => [
      paymentReference(Number(r.id)),
      kindText[r.sale_kind],
      safe(r.sale_title),
      safe(r.fullname),
      safe(r.username),
      safe(r.buyer_paddle),
      day(r.issued_at),
      day(r.due_at),
      amount(r.hammer),
      amount(r.premium),
      amount(r.vat),
      amount(r.shipping),
      amount(r.total_kurus),
      amount(r.paid_kurus),
      amount(statementDue(Number(r.total_kurus), [Number(r.paid_kurus)])),
      stateText[r.state],
    ]),
  ]);
}

async function paymentsCsv(db: Db, scope: ExportScope): Promise<string> {
  const rows = await queryRows<{
    id: number;
    statement_id: number;
    sale_title: string;
    fullname: string | null;
    buyer_paddle: string | null;
    paid_on: string;
    amount_kurus: string;
    method: PaymentMethod;
    bank_file: string | null;
    bank_line_no: number | null;
    note: string;
  }>(
    db,
    sql`select p.id, p.statement_id, s.sale_title, u.fullname, s.buyer_paddle,
        to_char(p.paid_on, 'YYYY-MM-DD') as paid_on, p.amount_kurus, p.method,
        i.file_name as bank_file, b.line_no as bank_line_no, p.note
      from statement_payments p
      join buyer_statements s on s.id = p.statement_id
      left join users u on u.id = s.buyer_id
      left join bank_lines b on b.id = p.bank_line_id
      left join bank_imports i on i.id = b.import_id
      where ${'month' in scope ? sql`to_char(p.paid_on, 'YYYY-MM') = ${scope.month}` : saleFilter(scope, 's', sql`s.issued_at`)}
      order by p.paid_on, p.id`,
  );
  return csv([
    [...h.payments],
    ...rows.map((r) => [
      paymentReference(Number(r.statement_id)),
      safe(r.sale_title),
      safe(r.fullname ?? r.buyer_paddle),
      isoDay(r.paid_on),
      amount(r.amount_kurus),
      methodText[r.method],
      r.bank_file === null
        ? ''
        : safe(fill(h.bankLine, { file: r.bank_file, line: Number(r.bank_line_no) })),
      safe(r.note),
    ]),
  ]);
}

async function payoutsCsv(db: Db, scope: ExportScope): Promise<string> {
  const rows = await queryRows<{
    id: number;
    sale_kind: SaleKind;
    sale_title: string;
    fullname: string | null;
    hammer_kurus: string;
    commission_kurus: string;
    commission_vat_kurus: string;
    net_kurus: string;
    paid_out_at: Date | string | null;
    payout_reference: string | null;
  }>(
    db,
    sql`select s.id, s.sale_kind, s.sale_title, u.fullname, s.hammer_kurus, s.commission_kurus,
        s.commission_vat_kurus, s.net_kurus, s.paid_out_at, s.payout_reference
      from seller_statements s left join users u on u.id = s.seller_id
      where ${saleFilter(scope, 's', sql`s.paid_out_at`)} order by s.id`,
  );
  return csv([
    [...h.payouts],
    ...rows.map((r) => [
      kindText[r.sale_kind],
      safe(r.sale_title),
      safe(r.fullname),
      amount(r.hammer_kurus),
      amount(r.commission_kurus),
      amount(r.commission_vat_kurus),
      amount(r.net_kurus),
      day(r.paid_out_at),
      safe(r.payout_reference),
    ]),
  ]);
}

/** The export `what` of `scope`, as CSV text. */
export function exportCsv(db: Db, what: ExportWhat, scope: ExportScope): Promise<string> {
  if (what === 'payments') return paymentsCsv(db, scope);
  if (what === 'payouts') return payoutsCsv(db, scope);
  return statementsCsv(db, scope);
}

/**
 * The export's file name (without .csv): what it holds, then the sale's name or the month,
 * e.g. `odemeler-2026-11`, `alim-belgeleri-guz-soleni`.
 */
export async function exportFileName(
  db: Db,
  what: ExportWhat,
  scope: ExportScope,
): Promise<string> {
  const kind = { statements: h.fileStatements, payments: h.filePayments, payouts: h.filePayouts }[
    what
  ];
  if ('month' in scope) return `${kind}-${scope.month}`;
  const rows = await queryRows<{ title: string }>(
    db,
    scope.kind === 'group'
      ? sql`select name as title from auction_containers where id = ${scope.id}::int`
      : scope.kind === 'hall'
        ? sql`select title from hall_sales where id = ${scope.id}::int`
        : sql`select name as title from auctions where id = ${scope.id}::int`,
  );
  const title = fileNameWords(rows[0]?.title ?? '');
  return title === '' ? kind : `${kind}-${title}`;
}
