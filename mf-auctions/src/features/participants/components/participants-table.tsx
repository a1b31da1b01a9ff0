import { padSerial } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n';
import { useInfiniteList } from '@kanat/shared/query';
import { media } from '@kanat/shared/ui';
import {
  InfiniteListView,
  Table,
  type TableColumn,
  TableScroller,
} from '@kanat/shared/ui/controls';
import styled from 'styled-components';
import {
  PIGEONS_ENDPOINT,
  PIGEONS_PAGE_SIZE,
  type PigeonListFilters,
  type PigeonRow,
} from '../api/list-pigeons';

/** Below the participants breakpoint each row becomes a labelled block. */
const ResponsiveTable = styled(Table)`
  ${media.down('participants')} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: block;
      padding: ${({ theme }) => theme.space.xs}px 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    td {
      display: flex;
      justify-content: space-between;
      gap: ${({ theme }) => theme.space.md}px;
      padding: ${({ theme }) => theme.space.xxs}px ${({ theme }) => theme.space.md}px;
      border-bottom: 0;
      text-align: right;
    }
    td::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.colors.textMuted};
      font-weight: ${({ theme }) => theme.typography.weight.semibold};
      text-align: left;
    }
  }
`;

const Serial = styled.span`
  font-family: ${({ theme }) => theme.typography.monoFamily};
`;

const columns: (TableColumn<PigeonRow> & { header: string })[] = [
  {
    key: 'serial',
    header: messages.participants.serial,
    render: (r) => <Serial>{padSerial(r.serial)}</Serial>,
  },
  { key: 'tagNum', header: messages.participants.tagNum, render: (r) => r.tagNum },
  { key: 'fullname', header: messages.participants.fullName, render: (r) => r.fullname },
  { key: 'province', header: messages.participants.country, render: (r) => r.province },
  { key: 'city', header: messages.participants.city, render: (r) => r.city },
  {
    key: 'active',
    header: messages.participants.active,
    render: (r) => (r.active === 1 ? messages.common.active : messages.common.passive),
  },
  { key: 'state', header: messages.participants.state, render: (r) => r.state },
];

/** The participants table, 20 rows at a time with infinite scroll. */
export function ParticipantsTable({
  filters,
  enabled,
}: {
  filters: PigeonListFilters;
  enabled: boolean;
}) {
  const list = useInfiniteList<PigeonRow>({
    endpoint: PIGEONS_ENDPOINT,
    pageSize: PIGEONS_PAGE_SIZE,
    filters,
    enabled,
  });
  return (
    <InfiniteListView
      list={list}
      emptyText={messages.participants.notFound}
      errorDescription={messages.participants.loadFailed}
    >
      {(items) => (
        <TableScroller>
          <ResponsiveTable data-testid="participants-table">
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.key} scope="col">
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((row) => (
                <tr key={row.serial}>
                  {columns.map((c) => (
                    <td key={c.key} data-label={c.header}>
                      {c.render(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </ResponsiveTable>
        </TableScroller>
      )}
    </InfiniteListView>
  );
}
