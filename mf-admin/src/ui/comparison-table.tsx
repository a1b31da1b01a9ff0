import { VisuallyHidden } from '@kanat/shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { narrowScreen } from './narrow-screen';

const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.size.sm}px;

  th,
  td {
    padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.sm}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.xs}px;
  }
  tbody th {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    white-space: nowrap;
  }
  tr[data-changed='true'] td,
  tr[data-changed='true'] th {
    background: ${({ theme }) => theme.colors.accentSoft};
  }
  tr[data-changed='true'] td[data-side='after'] {
    color: ${({ theme }) => theme.colors.accentStrong};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  pre {
    margin: 0;
    white-space: pre-wrap;
    font-size: ${({ theme }) => theme.typography.size.xs}px;
  }

  /* Phones: each field on its own, the two values side by side under its name. */
  ${narrowScreen} {
    thead {
      display: none;
    }
    tbody tr {
      display: grid;
      grid-template-columns: 1fr 1fr;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    tbody th {
      grid-column: 1 / -1;
      border: 0;
      padding-bottom: 0;
    }
    tbody td {
      border: 0;
    }
    tbody td::before {
      content: attr(data-label);
      display: block;
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.typography.size.xs}px;
      font-weight: normal;
    }
  }
`;

export interface ComparisonRow {
  key: string;
  /** The field's name (the row's heading). */
  label: ReactNode;
  before: ReactNode;
  after: ReactNode;
  /** Marks the row, its new value stressed. */
  changed: boolean;
}

export interface ComparisonTableProps {
  /** Names the table for assistive technology (visually hidden). */
  caption: string;
  /** The column headings: the field, its value before and after. */
  headings: { field: string; before: string; after: string };
  rows: readonly ComparisonRow[];
  'data-testid'?: string;
}

/**
 * Values before and after a change, one row per field, changed rows marked: a table on wide
 * screens; on phones each field on its own with the two values side by side.
 */
export function ComparisonTable({ caption, headings, rows, ...rest }: ComparisonTableProps) {
  return (
    <Grid data-testid={rest['data-testid']}>
      <VisuallyHidden as="caption">{caption}</VisuallyHidden>
      <thead>
        <tr>
          <th scope="col">{headings.field}</th>
          <th scope="col">{headings.before}</th>
          <th scope="col">{headings.after}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-changed={row.changed ? 'true' : undefined}>
            <th scope="row">{row.label}</th>
            <td data-label={headings.before} data-side="before">
              {row.before}
            </td>
            <td data-label={headings.after} data-side="after">
              {row.after}
            </td>
          </tr>
        ))}
      </tbody>
    </Grid>
  );
}
