import { padSerial } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n';
import { useInfiniteList } from '@kanat/shared/query';
import { useSession } from '@kanat/shared/session';
import { FallbackImage } from '@kanat/shared/ui';
import { DataTable, InfiniteListView, type TableColumn } from '@kanat/shared/ui/controls';
import styled from 'styled-components';
import { MY_PIGEONS_ENDPOINT, MY_PIGEONS_PAGE_SIZE, type MyPigeonRow } from '../api/my-pigeons';

const Thumb = styled.div`
  width: 56px;
  height: 56px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Serial = styled.span`
  font-family: ${({ theme }) => theme.typography.monoFamily};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const isActive = (value: MyPigeonRow['active']) => value === true || value === 1;

const COLUMNS: readonly TableColumn<MyPigeonRow>[] = [
  {
    key: 'photo',
    header: messages.myPigeons.photo,
    render: (row) => (
      <Thumb>
        <FallbackImage src={row.photo ?? undefined} alt={padSerial(row.serial)} />
      </Thumb>
    ),
  },
  {
    key: 'serial',
    header: messages.participants.serial,
    render: (row) => <Serial>{padSerial(row.serial)}</Serial>,
  },
  { key: 'tagNum', header: messages.participants.tagNum, render: (row) => row.tagNum ?? '' },
  { key: 'province', header: messages.register.province, render: (row) => row.province ?? '' },
  { key: 'city', header: messages.register.district, render: (row) => row.city ?? '' },
  {
    key: 'active',
    header: messages.participants.active,
    render: (row) => (isActive(row.active) ? messages.common.active : messages.common.passive),
  },
  { key: 'state', header: messages.participants.state, render: (row) => row.state ?? '' },
];

/** /guvercinlerim: the signed-in user's pigeons (SPEC §2), 20 per page, infinite scroll. */
export function MyPigeonsPage() {
  const { user } = useSession();
  const list = useInfiniteList<MyPigeonRow>({
    endpoint: MY_PIGEONS_ENDPOINT,
    pageSize: MY_PIGEONS_PAGE_SIZE,
    // Private rows: cached per account.
    owner: user?.uid ?? null,
  });
  return (
    <InfiniteListView
      list={list}
      emptyText={messages.myPigeons.empty}
      errorText={messages.common.pageLoadFailed}
    >
      {(items) => (
        <div data-testid="my-pigeons">
          <DataTable columns={COLUMNS} rows={items} rowKey={(row) => row.id} />
        </div>
      )}
    </InfiniteListView>
  );
}
