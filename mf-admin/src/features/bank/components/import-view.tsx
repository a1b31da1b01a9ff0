import type { BankImportView, BankLineRow } from '@kanat/shared/contracts';
import { formatDate, formatDateTime } from '@kanat/shared/format';
import { fill } from '@kanat/shared/i18n/full';
import { settlementConsole as t } from '@kanat/shared/i18n/lazy';
import { formatKurus } from '@kanat/shared/rules';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { type ConsoleColumn, DataTable, Notice } from '../../../ui';
import { buyerStatementPath, LineState } from '../bank-words';
import { SettleLine } from './settle-line';

/** An import's lines with their state; each unmatched line has its form to settle it. */
export function ImportView({ view }: { view: BankImportView }) {
  const [lines, setLines] = useState(view.lines);
  const [done, setDone] = useState<number | null>(null);
  const notice = useRef<HTMLDivElement>(null);
  // The settled line's form goes away: the focus goes to the notice that says so.
  const settled = (next: BankLineRow) => {
    setLines((before) => before.map((line) => (line.id === next.id ? next : line)));
    setDone(next.lineNo);
    requestAnimationFrame(() => notice.current?.focus());
  };
  const columns: ConsoleColumn<BankLineRow>[] = [
    { key: 'no', header: t.lineNo, align: 'right', render: (l) => l.lineNo },
    { key: 'day', header: t.bookedOn, render: (l) => formatDate(l.bookedOn) },
    {
      key: 'amount',
      header: t.paymentAmount,
      align: 'right',
      render: (l) => formatKurus(l.amountKurus),
    },
    { key: 'description', header: t.description, primary: true, render: (l) => l.description },
    { key: 'state', header: t.state, render: (l) => <LineState state={l.state} /> },
    {
      key: 'statement',
      header: t.statement,
      render: (l) =>
        l.state === 'unmatched' ? (
          <SettleLine line={l} onSettled={settled} />
        ) : l.statementId ? (
          <Link to={buyerStatementPath(l.statementId)}>{l.reference ?? l.statementId}</Link>
        ) : null,
    },
  ];
  const unmatched = lines.filter((line) => line.state === 'unmatched').length;
  return (
    <section aria-labelledby={`import-${view.id}`} data-testid="bank-import">
      <h3 id={`import-${view.id}`}>
        {fill(t.importTitle, { file: view.fileName, date: formatDateTime(view.importedAt) })}
      </h3>
      <p data-testid="import-counts">
        {fill(t.importCounts, { count: lines.length, unmatched })}
        {view.skipped > 0 ? ` ${fill(t.skipped, { count: view.skipped })}` : null}
      </p>
      <div ref={notice} tabIndex={-1} data-testid="settle-notice">
        {done !== null ? (
          <Notice tone="success">{fill(t.lineSettledNotice, { line: done })}</Notice>
        ) : null}
      </div>
      <DataTable
        caption={view.fileName}
        columns={columns}
        rows={lines}
        rowKey={(l) => l.id}
        data-testid="bank-lines"
      />
    </section>
  );
}
