import { messages } from '@kanat/shared/i18n';
import { type RemotePages, sectionPages } from '@kanat/shared/rules';

const { nav } = messages;

/**
 * mf-auctions' pages: the open auctions, the group auctions, the archive, the participants,
 * the hall mezat (canlı mezat: its sales, a sale's page, the room's screen), the records and
 * the calendar. Plain data, read by the shell's route table and by the server (page head,
 * preload, sitemap); a page added here needs no change anywhere else.
 */
export const auctionsPages = {
  routes: [
    '/acik-arttirmalar/*',
    '/grup-ihaleler/*',
    '/arsiv/*',
    '/katilimcilar',
    '/canli-mezat/*',
    '/rekorlar',
    '/takvim',
  ],
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
    // A finished sale's report, named and described by its figures, shared with a picture of
    // its own; not in the sitemap (its sale's page is).
    { path: '/arsiv/:id/rapor', title: nav.records, head: { kind: 'sale-report' } },
    { path: '/canli-mezat/:id/rapor', title: nav.records, head: { kind: 'sale-report' } },
    {
      path: '/rekorlar',
      title: nav.records,
      head: { kind: 'list', description: 'recordsDescription' },
    },
    {
      path: '/takvim',
      title: nav.calendar,
      head: { kind: 'list', description: 'calendarDescription' },
      sitemap: { kind: 'page', newestOf: ['hall-sales', 'groups'] },
    },
    {
      path: '/canli-mezat',
      title: nav.hallSales,
      head: { kind: 'list', description: 'hallSalesDescription' },
      sitemap: { kind: 'page', newestOf: ['hall-sales'] },
    },
    // A sale's catalogue, and its live page while it runs: the browser names it by its sale.
    {
      path: '/canli-mezat/:id',
      title: nav.hallSales,
      head: { kind: 'hall-sale' },
      sitemap: { kind: 'each', source: 'hall-sales' },
    },
    // The room's projector: no site frame around it, not for search engines.
    { path: '/canli-mezat/:id/salon', head: { kind: 'private' }, bare: true },
  ],
} satisfies RemotePages;
