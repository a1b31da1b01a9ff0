import { VisuallyHidden } from '@kanat/shared/ui';
import type { Key, ReactNode } from 'react';
import styled from 'styled-components';

/**
 * Lets wide tables scroll sideways inside their card instead of stretching the page. It takes
 * the keyboard focus, so arrow keys scroll a table that holds nothing focusable itself (WCAG
 * 2.1.1; axe scrollable-region-focusable).
 */
export const TableScroller = styled.div.attrs({ tabIndex: 0 })`
  width: 100%;
  overflow-x: auto;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.teal};
    outline-offset: 2px;
  }
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/** A plain styled table, for hand-written rows. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.size.sm}px;

  th,
  td {
    padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }
  th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.xs}px;
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  tbody tr:hover td {
    background: ${({ theme }) => theme.colors.tealSoft};
  }
  td[data-align='right'],
  th[data-align='right'] {
    text-align: right;
  }
  td[data-align='center'],
  th[data-align='center'] {
    text-align: center;
  }
`;

const EmptyCell = styled.td`
  padding: ${({ theme }) => theme.space.xl}px !important;
  text-align: center !important;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface TableColumn<Row> {
  /** Stable key of the column. */
  key: string;
  /** Column heading; a string also labels each cell (`data-label`) for layouts that stack rows. */
  header: ReactNode;
  /** Cell content for a row. */
  render: (row: Row) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** The row's title where a layout shows each row as a card (`data-primary`). One at most. */
  primary?: boolean;
}

export interface DataTableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Shown in one full-width row when `rows` is empty. */
  empty?: ReactNode;
  caption?: ReactNode;
  /** Keeps the caption for assistive technology only. */
  captionHidden?: boolean;
  /** For `styled(DataTable)`: lands on the scrolling frame around the table. */
  className?: string;
  'data-testid'?: string;
}

/** A table driven by column definitions, in a sideways-scrolling frame. */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  empty,
  caption,
  captionHidden = false,
  className,
  ...rest
}: DataTableProps<Row>) {
  return (
    <TableScroller className={className} data-testid={rest['data-testid']}>
      <Table>
        {caption ? (
          captionHidden ? (
            <VisuallyHidden as="caption">{caption}</VisuallyHidden>
          ) : (
            <caption>{caption}</caption>
          )
        ) : null}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" data-align={c.align}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty ? (
            <tr>
              <EmptyCell colSpan={columns.length} data-empty="true">
                {empty}
              </EmptyCell>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td
                    key={c.key}
                    data-label={typeof c.header === 'string' ? c.header : undefined}
                    data-align={c.align}
                    data-primary={c.primary ? 'true' : undefined}
                  >
                    {c.render(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </TableScroller>
  );
}
