import type { SiteInfoTextField } from '@kanat/shared/api';
import { messages } from '@kanat/shared/i18n';

/** Group auctions and the archive are the same containers under two different parents. */
export type ContainerKind = 'groups' | 'archive';

export interface ContainerKindInfo {
  root: string;
  title: string;
  emptyText: string;
  /** Site-info field holding the id of the parent container of this list. */
  parentField: SiteInfoTextField;
}

export const containerKinds: Record<ContainerKind, ContainerKindInfo> = {
  groups: {
    root: '/grup-ihaleler',
    title: messages.groups.title,
    emptyText: messages.groups.notFound,
    parentField: 'auction_vitrine_id',
  },
  archive: {
    root: '/arsiv',
    title: messages.archive.title,
    emptyText: messages.archive.notFound,
    parentField: 'auction_archive_id',
  },
};

export function containerPath(kind: ContainerKind, id: string): string {
  return `${containerKinds[kind].root}/${encodeURIComponent(id)}`;
}
