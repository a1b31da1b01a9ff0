import { messages } from '@kanat/shared/i18n/full';
import { opensArea, type StaffArea, type StaffRole } from '@kanat/shared/rules';
import type { ComponentType } from 'react';

/** Where the shell mounts the console. */
export const CONSOLE_ROOT = '/yonetim';

type AreaModule = { default: ComponentType };

export interface ConsoleSection {
  /** Path below /yonetim ('' for the console's home); the area's own routes go below it. */
  path: string;
  title: string;
  /**
   * The STAFF_AREAS area the section belongs to: only people whose roles open it see the
   * section in the navigation and may open it (the server checks every call by the same area).
   */
  area: StaffArea;
  /** Loads the area that renders the section, as a chunk of its own. */
  load: () => Promise<AreaModule>;
  /**
   * The path of the listed section this one's pages are reached from (a statement from its
   * sale's accounts): not listed itself, the menu marks that section current on its pages.
   * Its pages are named and guarded by its own area all the same.
   */
  partOf?: string;
}

// The site area serves three sections and is told which one through its `section` prop.
const siteArea = (section: 'settings' | 'corporate' | 'banner') => (): Promise<AreaModule> =>
  import('../features/site').then(({ default: SiteArea }) => ({
    default: function SiteSection() {
      return <SiteArea section={section} />;
    },
  }));

const { sections } = messages.adminConsole;

/**
 * The console's sections in menu order (plan.md, "Console routes"). Role changes are made on a
 * member's page (area `roles`): an administrator finds the member through the members
 * section, which administrators open for that.
 */
export const consoleSections: readonly ConsoleSection[] = [
  {
    path: '',
    title: sections.dashboard,
    area: 'dashboard',
    load: () => import('../features/dashboard'),
  },
  {
    path: 'uyeler',
    title: sections.members,
    area: 'members',
    load: () => import('../features/members'),
  },
  {
    // Members' KVKK applications: answered by whoever reads the members (the same area).
    path: 'kvkk-basvurulari',
    title: messages.privacyRequests.adminTitle,
    area: 'members',
    load: () => import('../features/privacy-requests'),
  },
  {
    // Bidder trust (issue 35): signals of shill bidding, read by whoever reads the members.
    path: 'guven-sinyalleri',
    title: messages.adminTrust.title,
    area: 'members',
    load: () => import('../features/trust'),
  },
  {
    path: 'islem-kaydi',
    title: sections.audit,
    area: 'audit',
    load: () => import('../features/audit'),
  },
  {
    path: 'guvercinler',
    title: sections.pigeons,
    area: 'pigeons',
    load: () => import('../features/pigeons'),
  },
  {
    path: 'satis-talepleri',
    title: sections.saleRequests,
    area: 'saleRequests',
    load: () => import('../features/sale-requests'),
  },
  {
    path: 'gruplar',
    title: sections.auctions,
    area: 'auctions',
    load: () => import('../features/auctions'),
  },
  {
    // A lot's bids, where a bid is annulled: reached from the signals and from the lot's group.
    path: 'teklifler',
    title: sections.auctions,
    area: 'auctions',
    partOf: 'gruplar',
    load: () => import('../features/trust/lot-bids-area'),
  },
  {
    path: 'canli-mezat',
    title: sections.hallSales,
    area: 'hallSales',
    load: () => import('../features/hall-sales'),
  },
  {
    path: 'hesaplar',
    title: sections.settlement,
    area: 'settlement',
    load: () => import('../features/statements'),
  },
  {
    path: 'alim-belgeleri',
    title: sections.settlement,
    area: 'settlement',
    partOf: 'hesaplar',
    load: () => import('../features/statements/buyer-area'),
  },
  {
    path: 'satici-belgeleri',
    title: sections.settlement,
    area: 'settlement',
    partOf: 'hesaplar',
    load: () => import('../features/statements/seller-area'),
  },
  { path: 'banka', title: sections.bank, area: 'accounts', load: () => import('../features/bank') },
  { path: 'haberler', title: sections.news, area: 'news', load: () => import('../features/news') },
  {
    path: 'galeri',
    title: sections.gallery,
    area: 'gallery',
    load: () => import('../features/gallery'),
  },
  {
    path: 'site-bilgileri',
    title: sections.siteInfo,
    area: 'siteSettings',
    load: siteArea('settings'),
  },
  {
    path: 'satis-sartlari',
    title: sections.saleTerms,
    area: 'siteSettings',
    load: () => import('../features/settlement'),
  },
  {
    path: 'yasal-metinler',
    title: sections.legalTexts,
    area: 'siteSettings',
    load: () => import('../features/legal'),
  },
  {
    // The retention periods (issue 35, KVKK): administrators, as the site's settings.
    path: 'saklama-sureleri',
    title: messages.retention.title,
    area: 'siteSettings',
    load: () => import('../features/retention'),
  },
  {
    path: 'kurumsal-sayfalar',
    title: sections.corporatePages,
    area: 'corporatePages',
    load: siteArea('corporate'),
  },
  { path: 'duyuru', title: sections.banner, area: 'banner', load: siteArea('banner') },
];

/** Whether someone holding `roles` may open `section`. */
export const opensSection = (roles: readonly StaffRole[], section: ConsoleSection): boolean =>
  opensArea(roles, section.area);

/** The sections `roles` open that the menu lists, in menu order. */
export const sectionsFor = (roles: readonly StaffRole[]): ConsoleSection[] =>
  consoleSections.filter((section) => !section.partOf && opensSection(roles, section));

/** The section's address. */
export const sectionHref = (section: ConsoleSection) =>
  section.path ? `${CONSOLE_ROOT}/${section.path}` : CONSOLE_ROOT;

/** The section a console URL is in (whether or not the reader's roles open it), or null. */
export function sectionAt(pathname: string): ConsoleSection | null {
  const rest = pathname
    .toLowerCase()
    .replace(/\/+$/, '')
    .slice(CONSOLE_ROOT.length)
    .split('/')
    .filter(Boolean);
  return consoleSections.find((s) => s.path === (rest[0] ?? '')) ?? null;
}
