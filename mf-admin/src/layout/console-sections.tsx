import { messages } from '@kanat/shared/i18n/full';
import type { ComponentType } from 'react';

/** Where the shell mounts the console. */
export const CONSOLE_ROOT = '/yonetim';

type AreaModule = { default: ComponentType };

export interface ConsoleSection {
  /** Path below /yonetim ('' for the console's home); the area's own routes go below it. */
  path: string;
  title: string;
  /** Loads the area that renders the section, as a chunk of its own. */
  load: () => Promise<AreaModule>;
}

// The site area serves two sections and is told which one through its `section` prop.
const siteArea = (section: 'info' | 'banner') => (): Promise<AreaModule> =>
  import('../features/site').then(({ default: SiteArea }) => ({
    default: function SiteSection() {
      return <SiteArea section={section} />;
    },
  }));

const { sections } = messages.adminConsole;

/** The console's sections in menu order (plan.md, "Console routes"). */
export const consoleSections: readonly ConsoleSection[] = [
  { path: '', title: sections.dashboard, load: () => import('../features/dashboard') },
  { path: 'uyeler', title: sections.members, load: () => import('../features/members') },
  { path: 'islem-kaydi', title: sections.audit, load: () => import('../features/audit') },
  { path: 'guvercinler', title: sections.pigeons, load: () => import('../features/pigeons') },
  {
    path: 'satis-talepleri',
    title: sections.saleRequests,
    load: () => import('../features/sale-requests'),
  },
  { path: 'gruplar', title: sections.auctions, load: () => import('../features/auctions') },
  { path: 'haberler', title: sections.news, load: () => import('../features/news') },
  { path: 'galeri', title: sections.gallery, load: () => import('../features/gallery') },
  { path: 'site-bilgileri', title: sections.siteInfo, load: siteArea('info') },
  { path: 'duyuru', title: sections.banner, load: siteArea('banner') },
];

/** The section's address. */
export const sectionHref = (section: ConsoleSection) =>
  section.path ? `${CONSOLE_ROOT}/${section.path}` : CONSOLE_ROOT;

/** The section a console URL is in, or null outside every section. */
export function sectionAt(pathname: string): ConsoleSection | null {
  const rest = pathname
    .toLowerCase()
    .replace(/\/+$/, '')
    .slice(CONSOLE_ROOT.length)
    .split('/')
    .filter(Boolean);
  return consoleSections.find((s) => s.path === (rest[0] ?? '')) ?? null;
}
