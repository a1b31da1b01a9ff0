import { messages } from '@kanat/shared/i18n';
import type { RemotePages } from '@kanat/shared/rules';

const { nav } = messages;

/**
 * mf-auctions' pages: the open auctions, the group auctions, the archive and the
 * participants. Plain data, read by the shell's route table and by the server (page head,
 * preload, sitemap); a page added here needs no change anywhere else.
 */
export const auctionsPages = {
  routes: ['/acik-arttirmalar/*', '/grup-ihaleler/*', '/arsiv/*', '/katilimcilar'],
  pages: [
    {
      path: '/acik-arttirmalar',
      title: nav.openAuctions,
      head: { kind: 'list', description: 'auctionsDescription' },
      sitemap: { kind: 'page', newestOf: ['running-auctions'] },
    },
    {
      path: '/acik-arttirmalar/:id',
      head: { kind: 'auction' },
      lcp: 'auction-photo',
      sitemap: { kind: 'each', source: 'running-auctions' },
    },
    {
      path: '/grup-ihaleler',
      title: nav.groupAuctions,
      head: { kind: 'list', description: 'groupsDescription' },
      sitemap: { kind: 'page', newestOf: ['groups'] },
    },
    {
      path: '/grup-ihaleler/:id',
      head: { kind: 'group' },
      lcp: 'group-photo',
      sitemap: { kind: 'each', source: 'groups' },
    },
    {
      path: '/arsiv',
      title: nav.archive,
      head: { kind: 'list', description: 'archiveDescription' },
      sitemap: { kind: 'page', newestOf: ['archived-groups'] },
    },
    {
      path: '/arsiv/:id',
      head: { kind: 'group' },
      sitemap: { kind: 'each', source: 'archived-groups' },
    },
    {
      path: '/katilimcilar',
      title: nav.participants,
      head: { kind: 'list', description: 'participantsDescription' },
    },
  ],
} satisfies RemotePages;
