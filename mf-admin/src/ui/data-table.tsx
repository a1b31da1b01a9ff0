import { messages } from '@kanat/shared/i18n/full';
import {
  DataTable as SiteDataTable,
  type DataTableProps as SiteDataTableProps,
  type TableColumn,
} from '@kanat/shared/ui/controls';
import styled from 'styled-components';
import { narrowScreen } from './narrow-screen';

export interface ConsoleColumn<Row> extends TableColumn<Row> {
  /** Column heading; on phones it labels the value inside each card. */
  header: string;
}

export interface DataTableProps<Row>
  extends Omit<SiteDataTableProps<Row>, 'columns' | 'caption' | 'captionHidden' | 'className'> {
  columns: readonly ConsoleColumn<Row>[];
  /** Shown instead of the rows when there are none; defaults to 'Kayıt yok.'. */
  empty?: SiteDataTableProps<Row>['empty'];
  /** Names the table for assistive technology (visually hidden). */
  caption: string;
}

// The site's table on wide screens; under 640 px every row becomes a card and each cell shows
// its column's heading before the value (data-label, which screen readers read out with the
// value when the header row is hidden).
const CardsOnPhones = styled(SiteDataTable)`
  ${narrowScreen} {
    overflow: visible;
    border: 0;
    background: transparent;
    box-shadow: none;

    & table thead {
      display: none;
    }
    & table tbody,
    & table tr,
    & table td {
      display: block;
    }
    & table tbody {
      display: grid;
      gap: ${({ theme }) => theme.space.sm}px;
    }
    & table tr {
      padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.md};
      background: ${({ theme }) => theme.colors.surface};
      box-shadow: ${({ theme }) => theme.shadows.card};
    }
    & table tbody tr:hover td {
      background: transparent;
    }
    & table td {
      display: flex;
      justify-content: space-between;
      gap: ${({ theme }) => theme.space.sm}px;
      padding: ${({ theme }) => theme.space.xxs}px 0;
      border: 0;
      text-align: right;
    }
    & table td::before {
      content: attr(data-label);
      flex: none;
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.typography.size.xs}px;
      font-weight: ${({ theme }) => theme.typography.weight.semibold};
      text-align: left;
    }
    & table td[data-primary='true'] {
      display: block;
      padding-bottom: ${({ theme }) => theme.space.xs}px;
      font-size: ${({ theme }) => theme.typography.size.md}px;
      font-weight: ${({ theme }) => theme.typography.weight.semibold};
      text-align: left;
    }
    & table td[data-primary='true']::before {
      content: none;
    }
    & table td[data-empty='true'] {
      display: block;
      text-align: center;
    }
    & table td[data-empty='true']::before {
      content: none;
    }
  }
` as typeof SiteDataTable;

/**
 * A list of records driven by column definitions: a table on wide screens, one card per
 * row on phones. Put links and buttons for a row inside its cells.
 */
export function DataTable<Row>({ empty, ...props }: DataTableProps<Row>) {
  return (
    <CardsOnPhones {...props} empty={empty ?? messages.adminConsole.kit.empty} captionHidden />
  );
}
