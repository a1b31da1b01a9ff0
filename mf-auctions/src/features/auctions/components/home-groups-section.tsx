import { serverNow } from '@kanat/shared/api';
import { IMAGE_SIZES } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n';
import { shownStatus } from '@kanat/shared/query';
import { useSiteInfo } from '@kanat/shared/session';
import { CardGrid, EmptyState, PageSection, SeeAllLink } from '@kanat/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { HOME_GROUPS_COUNT, listContainers } from '../api/list-containers';
import { containerKinds } from '../container-kind';
import { wholeMs } from '../home-filters';
import { useListWatchStates } from '../hooks/use-watch';
import { CardSkeletons } from './card-skeletons';
import { GroupCard } from './group-card';

/** Home: the 2 ongoing group auctions ending soonest. Hidden when loading fails. */
export function HomeGroupsSection() {
  const site = useSiteInfo();
  const parent = site.info?.[containerKinds.groups.parentField] ?? '';
  // Waits for site info to name the groups' parent container.
  const query = useQuery({
    queryKey: ['auctions', 'home-groups', parent],
    queryFn: ({ signal }) =>
      listContainers(
        { parent, expiryFrom: wholeMs(serverNow()), orderBy: 'expiry', orderDir: 'asc' },
        { c: HOME_GROUPS_COUNT },
        signal,
      ),
    enabled: parent !== '',
  });
  // The cards' watch buttons, in one call.
  useListWatchStates(
    'group',
    query.data?.r.slice(0, HOME_GROUPS_COUNT).map((container) => container.id) ?? [],
    HOME_GROUPS_COUNT,
  );
  const status = shownStatus(query);
  const unavailable = site.status === 'failed' || (site.status === 'ready' && !parent);
  if (unavailable || status === 'failed') return null;
  const groups = query.data?.r.slice(0, HOME_GROUPS_COUNT) ?? [];
  return (
    <PageSection
      title={messages.home.ongoingGroups}
      action={<SeeAllLink to="/grup-ihaleler" />}
      data-testid="home-groups"
    >
      {status === 'loading' ? (
        <CardSkeletons count={HOME_GROUPS_COUNT} kind="group" columns={2} />
      ) : null}
      {status === 'ready' && groups.length === 0 ? (
        <EmptyState title={messages.home.noOngoingGroups} />
      ) : null}
      {groups.length > 0 ? (
        <CardGrid $columns={2}>
          {groups.map((container) => (
            <GroupCard
              key={container.id}
              container={container}
              kind="groups"
              sizes={IMAGE_SIZES.homeGroupCard}
            />
          ))}
        </CardGrid>
      ) : null}
    </PageSection>
  );
}
