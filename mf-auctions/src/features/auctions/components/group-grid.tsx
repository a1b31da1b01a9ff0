import { useInfiniteList } from '@kanat/shared/query';
import { CardGrid, InfiniteListView } from '@kanat/shared/ui';
import {
  CONTAINERS_ENDPOINT,
  CONTAINERS_PAGE_SIZE,
  type ContainerListFilters,
  type ContainerRow,
} from '../api/list-containers';
import { type ContainerKind, containerKinds } from '../container-kind';
import { CardSkeletons } from './card-skeletons';
import { GroupCard } from './group-card';

/** Group auctions or archived groups matching `filters`, 20 at a time with infinite scroll. */
export function GroupGrid({
  kind,
  filters,
  enabled = true,
}: {
  kind: ContainerKind;
  filters: ContainerListFilters;
  enabled?: boolean;
}) {
  const list = useInfiniteList<ContainerRow>({
    endpoint: CONTAINERS_ENDPOINT,
    pageSize: CONTAINERS_PAGE_SIZE,
    filters,
    enabled,
  });
  return (
    <InfiniteListView
      list={list}
      emptyText={containerKinds[kind].emptyText}
      placeholder={<CardSkeletons count={6} />}
    >
      {(items) => (
        <CardGrid $min={300} data-testid="group-grid">
          {items.map((container) => (
            <GroupCard key={container.id} container={container} kind={kind} />
          ))}
        </CardGrid>
      )}
    </InfiniteListView>
  );
}
