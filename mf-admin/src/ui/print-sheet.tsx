import { formatMoney, padSerial } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { Button, ErrorState, LinkButton, LoadingBlock } from '@kanat/shared/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { errorText } from './error-text';
import { PageHeader } from './page-header';

// Printing a sale (issue 34): its catalogue, lot labels for the hall and a bid sheet for the
// clerk, each a page of the console that prints as paper: only the sheet goes to the printer
// (the site's and the console's frames stay on screen).

const text = messages.adminConsole.print;

/** One lot as the papers show it. */
export interface PrintLot {
  /** The catalogue's lot number (1, 2, 3 in lot order). */
  number: number;
  name: string;
  serial: number;
  tagNum: string;
  owner: string;
  /** Whole lira. */
  startingPrice: number;
  cover: string | null;
}

export type SheetKind = 'catalogue' | 'labels' | 'bid-sheet';

// While a sheet is on screen, printing shows it alone, at the page's top, in black on white.
const PrintOnlyTheSheet = createGlobalStyle`
  @media print {
    @page { margin: 12mm; }
    body * { visibility: hidden; }
    [data-print-sheet], [data-print-sheet] * { visibility: visible; }
    [data-print-sheet] { position: absolute; inset: 0 auto auto 0; width: 100%; color: #000; }
    [data-print-sheet] a { color: #000; text-decoration: none; }
  }
`;

const Sheet = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;

  h2 {
    margin: 0;
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.xs}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }
  img {
    width: 56px;
    height: 56px;
    object-fit: cover;
  }
  tr {
    break-inside: avoid;
  }
`;

const Labels = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: 2px;
    padding: ${({ theme }) => theme.space.sm}px;
    border: 1px dashed ${({ theme }) => theme.colors.textMuted};
    break-inside: avoid;
  }
  strong {
    font-size: 40px;
    line-height: 1;
  }
`;

const BidLines = styled.td`
  height: 72px;
  width: 45%;
`;

const pigeonOf = (lot: PrintLot) => `${padSerial(lot.serial)} · ${lot.tagNum}`;

function Catalogue({ lots }: { lots: readonly PrintLot[] }) {
  return (
    <table>
      <thead>
        <tr>
          <th>{text.lot}</th>
          <th>{text.photo}</th>
          <th>{text.name}</th>
          <th>{text.pigeon}</th>
          <th>{text.owner}</th>
          <th>{text.startingPrice}</th>
        </tr>
      </thead>
      <tbody>
        {lots.map((lot) => (
          <tr key={lot.number}>
            <td>{lot.number}</td>
            <td>{lot.cover ? <img src={lot.cover} alt="" /> : null}</td>
            <td>{lot.name}</td>
            <td>{pigeonOf(lot)}</td>
            <td>{lot.owner}</td>
            <td>{formatMoney(lot.startingPrice)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function LotLabels({ lots }: { lots: readonly PrintLot[] }) {
  return (
    <Labels>
      {lots.map((lot) => (
        <li key={lot.number} aria-label={fill(text.labelName, { number: lot.number })}>
          <strong>{lot.number}</strong>
          <span>{lot.name}</span>
          <span>{pigeonOf(lot)}</span>
          <span>{fill(text.labelPrice, { price: formatMoney(lot.startingPrice) })}</span>
        </li>
      ))}
    </Labels>
  );
}

/** The clerk's paper: each lot with room to write the bids and the buyer's card by hand. */
function BidSheet({ lots }: { lots: readonly PrintLot[] }) {
  return (
    <table>
      <thead>
        <tr>
          <th>{text.lot}</th>
          <th>{text.pigeon}</th>
          <th>{text.startingPrice}</th>
          <th>{text.bids}</th>
          <th>{text.buyer}</th>
        </tr>
      </thead>
      <tbody>
        {lots.map((lot) => (
          <tr key={lot.number}>
            <td>{lot.number}</td>
            <td>
              {lot.name}
              <br />
              {pigeonOf(lot)}
            </td>
            <td>{formatMoney(lot.startingPrice)}</td>
            <BidLines />
            <td />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface PrintSheetProps {
  kind: SheetKind;
  /** The sale's name and what the paper says under it (its day and place, or its end). */
  title: string;
  subtitle: string;
  lots: readonly PrintLot[];
  back: { to: string; label: string };
}

/**
 * Makes the part of a page marked `data-print-sheet` the only thing printed while mounted, and
 * offers the button that prints it (for a page that is a paper itself, like a sale's results).
 */
export function PrintButton() {
  return (
    <>
      <PrintOnlyTheSheet />
      <Button $variant="secondary" onClick={() => window.print()}>
        {text.print}
      </Button>
    </>
  );
}

/** A sale's paper on screen, with a button that prints it alone. */
export function PrintSheet({ kind, title, subtitle, lots, back }: PrintSheetProps) {
  const body: Record<SheetKind, ReactNode> = {
    catalogue: <Catalogue lots={lots} />,
    labels: <LotLabels lots={lots} />,
    'bid-sheet': <BidSheet lots={lots} />,
  };
  return (
    <>
      <PrintOnlyTheSheet />
      <PageHeader
        title={fill(text.pageTitle, { kind: text.kinds[kind], name: title })}
        back={back}
        actions={
          <Button $variant="primary" onClick={() => window.print()}>
            {text.print}
          </Button>
        }
      />
      <Sheet data-print-sheet data-testid={`print-${kind}`}>
        <header>
          <h2>{title}</h2>
          <p>
            {subtitle} · {text.kinds[kind]} · {fill(text.lotCount, { count: lots.length })}
          </p>
        </header>
        {lots.length === 0 ? <p>{text.noLots}</p> : body[kind]}
      </Sheet>
    </>
  );
}

/** The links to a sale's papers, for its page's header. */
export function PrintLinks({ base }: { base: string }) {
  return (
    <>
      {(['catalogue', 'labels', 'bid-sheet'] as const).map((kind) => (
        <LinkButton key={kind} to={`${base}/${PRINT_PATHS[kind]}`} $variant="ghost">
          {text.kinds[kind]}
        </LinkButton>
      ))}
    </>
  );
}

/** The papers' addresses below a sale's page. */
export const PRINT_PATHS: Record<SheetKind, string> = {
  catalogue: 'katalog',
  labels: 'etiketler',
  'bid-sheet': 'teklif-kagidi',
};

/** A sale's paper once its data has loaded: loading, its failure with a retry, or the sheet. */
export function PrintSheetPage<T>({
  query,
  sheet,
}: {
  query: UseQueryResult<T>;
  sheet: (data: T) => PrintSheetProps;
}) {
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) {
    return <ErrorState title={errorText(query.error)} onRetry={() => void query.refetch()} />;
  }
  return <PrintSheet {...sheet(query.data)} />;
}
