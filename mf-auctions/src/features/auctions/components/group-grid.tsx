import { IMAGE_SIZES } from '@kanat/shared/format';
import { useInfiniteList } from '@kanat/shared/query';
import { CardGrid, HydrateWhenSeen } from '@kanat/shared/ui';
import { InfiniteListView } from '@kanat/shared/ui/controls';
import {
  CONTAINERS_ENDPOINT,
  CONTAINERS_PAGE_SIZE,
  type ContainerListFilters,
  type ContainerRow,
} from '../api/list-containers';
import { type ContainerKind, containerKinds } from '../container-kind';
import { useListWatchStates } from '../hooks/use-watch';
import { CardSkeletons } from './card-skeletons';
import { GroupCard } from './group-card';

/** The grid's minimum card width; IMAGE_SIZES.groupCard is worked out for it. */
const CARD_MIN = 300;

/** Group auctions or archived groups matching `filters`, 20 at a time with infinite scroll. */
export function GroupGrid({
  kind,
  filters,
  enabled = true,
  priorityFirst = false,
  expectedCount = CONTAINERS_PAGE_SIZE,
}: {
  kind: ContainerKind;
  filters: ContainerListFilters;
  enabled?: boolean;
  /** The grid leads the page: the first card's photo is its largest picture. */
  priorityFirst?: boolean;
  /** How many cards the first page will likely bring: as many stand-ins are drawn. */
  expectedCount?: number;
}) {
  const list = useInfiniteList<ContainerRow>({
    endpoint: CONTAINERS_ENDPOINT,
    pageSize: CONTAINERS_PAGE_SIZE,
    filters,
    enabled,
  });
  // The watch buttons of each page of running groups, in one call per page.
  useListWatchStates(
    'group',
    kind === 'groups' ? list.items.map((container) => container.id) : [],
    CONTAINERS_PAGE_SIZE,
  );
  return (
    <InfiniteListView
      list={list}
      emptyText={containerKinds[kind].emptyText}
      placeholder={
        <CardSkeletons
          count={Math.min(expectedCount, CONTAINERS_PAGE_SIZE)}
          kind="group"
          min={CARD_MIN}
        />
      }
    >
      {(items) => (
        <CardGrid $min={CARD_MIN} data-testid="group-grid">
          {items.map((container, i) => (
            <HydrateWhenSeen key={container.id} cell>
              <GroupCard
                container={container}
                kind={kind}
                sizes={IMAGE_SIZES.groupCard}
                priority={priorityFirst && i === 0}
              />
            </HydrateWhenSeen>
          ))}
        </CardGrid>
      )}
    </InfiniteListView>
  );
}
