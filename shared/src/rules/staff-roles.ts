/**
 * Staff roles (issue 30, least privilege). A member holds none (an ordinary member) or any of
 * these; the server authorizes every staff call by them and the console shows only the
 * sections they open. Turkish names: messages.staffRoles.
 */
export const STAFF_ROLES = ['administrator', 'clerk', 'editor', 'accountant'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * The console's areas and the roles that open each. A staff call names its area, a console
 * section names the same area: one table decides both.
 * - administrator (yönetici): roles, site settings and legal texts, the audit log;
 * - clerk (mezat görevlisi): members, pigeons, sale requests, groups, lots, live sales,
 *   results and settlement, the hall mezat (hallSales);
 * - editor (editör): news, gallery, the banner and the corporate pages;
 * - accountant (muhasebeci): the money after the hammer (issue 33): the bank's statement,
 *   payouts to sellers, the books and the exports.
 * `settlement` (statements, payments at the desk, delivery) is the clerks' and the
 * accountants'; `accounts` (bank imports, payouts, the sales' balance, exports) the accountants'.
 * `members` is read by administrators too (to find whom to give a role); what a clerk may
 * do to a member is decided per call (see `memberActionRoles`).
 */
export const STAFF_AREAS = {
  dashboard: STAFF_ROLES,
  members: ['clerk', 'administrator'],
  roles: ['administrator'],
  audit: ['administrator'],
  pigeons: ['clerk'],
  saleRequests: ['clerk'],
  auctions: ['clerk'],
  hallSales: ['clerk'],
  news: ['editor'],
  gallery: ['editor'],
  siteSettings: ['administrator'],
  banner: ['editor'],
  corporatePages: ['editor'],
  settlement: ['clerk', 'accountant'],
  accounts: ['accountant'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffArea = keyof typeof STAFF_AREAS;

/** Approving, rejecting, disabling, enabling a member and their spending limit: clerks. */
export const memberActionRoles: readonly StaffRole[] = ['clerk'];

/** True when someone holding `roles` may enter `area`. */
export function opensArea(roles: readonly StaffRole[], area: StaffArea): boolean {
  const allowed: readonly StaffRole[] = STAFF_AREAS[area];
  return roles.some((role) => allowed.includes(role));
}

/** The roles of a list, deduplicated, in STAFF_ROLES order; null when any is unknown. */
export function normalizeStaffRoles(roles: readonly unknown[]): StaffRole[] | null {
  if (!roles.every((role) => (STAFF_ROLES as readonly unknown[]).includes(role))) return null;
  return STAFF_ROLES.filter((role) => roles.includes(role));
}
