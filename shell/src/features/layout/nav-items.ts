import { messages } from '@kanat/shared/i18n';
import type { SitePage } from '@kanat/shared/rules';
import { REMOTE_PAGES } from '../../site-pages';

export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavMenuItem {
  label: string;
  /** Where the menu's own entry leads in the side menu and what marks it active. */
  prefixes: readonly string[];
  children: readonly NavLinkItem[];
}

export type NavItem = NavLinkItem | NavMenuItem;

export const isMenu = (item: NavItem): item is NavMenuItem => 'children' in item;

const { nav } = messages;

/** The pages a remote lists in its section's menu, in the order of its pages file. */
const menuOf = (pages: readonly SitePage[]): NavLinkItem[] =>
  pages.flatMap((page) =>
    page.menu && page.title !== undefined ? [{ label: page.title, to: page.path }] : [],
  );

/** SPEC §2 navbar, in order; the side menu renders the same list. */
export const navItems: readonly NavItem[] = [
  { label: nav.home, to: '/' },
  {
    label: nav.auctionsMenu,
    prefixes: ['/acik-arttirmalar', '/grup-ihaleler', '/arsiv'],
    children: [
      { label: nav.openAuctions, to: '/acik-arttirmalar' },
      { label: nav.groupAuctions, to: '/grup-ihaleler' },
      { label: nav.archive, to: '/arsiv' },
    ],
  },
  { label: nav.participants, to: '/katilimcilar' },
  { label: nav.gallery, to: '/galeri' },
  { label: nav.news, to: '/haberler' },
  {
    label: nav.corporate,
    prefixes: ['/kurumsal'],
    children: menuOf(REMOTE_PAGES.mf_corporate.pages),
  },
  { label: nav.contact, to: '/iletisim' },
];

/** The signed-in user's dropdown (SPEC §2), without log out, which is an action. */
export const userMenuItems: readonly NavLinkItem[] = [
  { label: nav.myBids, to: '/hesabim/teklif-verilen-acik-arttirmalarim' },
  { label: nav.myPigeons, to: '/guvercinlerim' },
  { label: nav.myDetails, to: '/hesabim/bilgilerim' },
  { label: messages.saleRequests.menu, to: '/hesabim/satis-talepleri' },
];

/** The operations console (mf-admin), offered to staff only; the server refuses everyone else. */
export const consoleMenuItem: NavLinkItem = {
  label: messages.nav.console,
  to: '/yonetim',
};

/** The account links a signed-in user sees: the console's entry is added for staff. */
export function accountMenuItems(user: { staff: boolean }): readonly NavLinkItem[] {
  return user.staff ? [...userMenuItems, consoleMenuItem] : userMenuItems;
}

/** Whether `pathname` is at `to` or below it ('/' only matches itself). */
export function isActivePath(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}
