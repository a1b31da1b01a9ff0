import { serverNow } from '@kanat/shared/api';
import { messages } from '@kanat/shared/i18n';
import { useSiteInfo } from '@kanat/shared/session';
import { CardGrid, EmptyState, PageSection, SeeAllLink, useRequest } from '@kanat/shared/ui';
import { HOME_GROUPS_COUNT, listContainers } from '../api/list-containers';
import { containerKinds } from '../container-kind';
import { wholeMs } from '../time-filters';
import { CardSkeletons } from './card-skeletons';
import { GroupCard } from './group-card';

/** Home: the 2 ongoing group auctions ending soonest. Hidden when loading fails. */
export function HomeGroupsSection() {
  const site = useSiteInfo();
  const parent = site.info?.[containerKinds.groups.parentField] ?? '';
  const request = useRequest(parent ? `home-groups:${parent}` : null, (signal) =>
    listContainers(
      { parent, expiryFrom: wholeMs(serverNow()), orderBy: 'expiry', orderDir: 'asc' },
      { c: HOME_GROUPS_COUNT },
      signal,
    ),
  );
  const unavailable = site.status === 'failed' || (site.status === 'ready' && !parent);
  if (unavailable || request.status === 'failed') return null;
  return (
    <PageSection
      title={messages.home.ongoingGroups}
      action={<SeeAllLink to="/grup-ihaleler" />}
      data-testid="home-groups"
    >
      {request.status === 'loading' ? (
        <CardSkeletons count={HOME_GROUPS_COUNT} columns={2} />
      ) : null}
      {request.status === 'ready' && request.data.r.length === 0 ? (
        <EmptyState title={messages.home.noOngoingGroups} />
      ) : null}
      {request.status === 'ready' && request.data.r.length > 0 ? (
        <CardGrid $columns={2}>
          {request.data.r.slice(0, HOME_GROUPS_COUNT).map((container) => (
            <GroupCard key={container.id} container={container} kind="groups" />
          ))}
        </CardGrid>
      ) : null}
    </PageSection>
  );
}
