import { messages } from '@kanat/shared/i18n';
import { Table, TableScroller, VisuallyHidden } from '@kanat/shared/ui';
import type { Key, ReactNode } from 'react';
import styled from 'styled-components';
import { narrowScreen } from './narrow-screen';

export interface ConsoleColumn<Row> {
  /** Stable key of the column. */
  key: string;
  /** Column heading; on phones it labels the value inside each card. */
  header: string;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** The card's title on phones (shown large, without its label). One column at most. */
  primary?: boolean;
}

export interface DataTableProps<Row> {
  columns: readonly ConsoleColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Shown instead of the rows when there are none; defaults to 'Kayıt yok.'. */
  empty?: ReactNode;
  /** Names the table for assistive technology (visually hidden). */
  caption: string;
  'data-testid'?: string;
}

// One markup for both layouts: a real table on wide screens; under 640 px every row becomes a
// card and each cell shows its column's heading before the value (data-label, which screen
// readers read out with the value when the header row is hidden).
const Frame = styled(TableScroller)`
  ${narrowScreen} {
    overflow: visible;
    border: 0;
    background: transparent;
    box-shadow: none;
  }
`;

const Grid = styled(Table)`
  ${narrowScreen} {
    thead {
      display: none;
    }
    tbody,
    tr,
    td {
      display: block;
    }
    tbody {
      display: grid;
      gap: ${({ theme }) => theme.space.sm}px;
    }
    tr {
      padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.md};
      background: ${({ theme }) => theme.colors.surface};
      box-shadow: ${({ theme }) => theme.shadows.card};
    }
    tbody tr:hover td {
      background: transparent;
    }
    td {
      display: flex;
      justify-content: space-between;
      gap: ${({ theme }) => theme.space.sm}px;
      padding: ${({ theme }) => theme.space.xxs}px 0;
      border: 0;
      text-align: right;
    }
    td::before {
      content: attr(data-label);
      flex: none;
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.typography.size.xs}px;
      font-weight: ${({ theme }) => theme.typography.weight.semibold};
      text-align: left;
    }
    td[data-primary='true'] {
      display: block;
      padding-bottom: ${({ theme }) => theme.space.xs}px;
      font-size: ${({ theme }) => theme.typography.size.md}px;
      font-weight: ${({ theme }) => theme.typography.weight.semibold};
      text-align: left;
    }
    td[data-primary='true']::before {
      content: none;
    }
    td[data-empty='true'] {
      display: block;
      text-align: center;
    }
    td[data-empty='true']::before {
      content: none;
    }
  }
`;

const EmptyCell = styled.td`
  padding: ${({ theme }) => theme.space.xl}px !important;
  text-align: center !important;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A list of records driven by column definitions: a table on wide screens, one card per
 * row on phones. Put links and buttons for a row inside its cells.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  empty,
  caption,
  ...rest
}: DataTableProps<Row>) {
  return (
    <Frame data-testid={rest['data-testid']}>
      <Grid>
        <VisuallyHidden as="caption">{caption}</VisuallyHidden>
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
          {rows.length === 0 ? (
            <tr>
              <EmptyCell colSpan={columns.length} data-empty="true">
                {empty ?? messages.adminConsole.kit.empty}
              </EmptyCell>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td
                    key={c.key}
                    data-label={c.header}
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
      </Grid>
    </Frame>
  );
}
