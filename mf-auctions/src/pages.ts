import { messages } from '@kanat/shared/i18n';
import { type RemotePages, sectionPages } from '@kanat/shared/rules';

const { nav } = messages;

/**
 * mf-auctions' pages: the open auctions, the group auctions, the archive and the
 * participants. Plain data, read by the shell's route table and by the server (page head,
 * preload, sitemap); a page added here needs no change anywhere else.
 */
export const auctionsPages = {
  routes: ['/acik-arttirmalar/*', '/grup-ihaleler/*', '/arsiv/*', '/katilimcilar'],
  pages: [
    ...sectionPages({
      path: '/acik-arttirmalar',
      title: nav.openAuctions,
      description: 'auctionsDescription',
      item: { kind: 'auction' },
      lcp: 'auction-photo',
      source: 'running-auctions',
    }),
    ...sectionPages({
      path: '/grup-ihaleler',
      title: nav.groupAuctions,
      description: 'groupsDescription',
      item: { kind: 'group' },
      lcp: 'group-photo',
      source: 'groups',
    }),
    ...sectionPages({
      path: '/arsiv',
      title: nav.archive,
      description: 'archiveDescription',
      item: { kind: 'group' },
      source: 'archived-groups',
    }),
    {
      path: '/katilimcilar',
      title: nav.participants,
      head: { kind: 'list', description: 'participantsDescription' },
    },
  ],
} satisfies RemotePages;
