import type { StaffRoleName } from '../tables/users';
import { normalizeStaffRoles, opensArea, STAFF_AREAS, STAFF_ROLES } from './staff-roles';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

describe('staff roles', () => {
  it('names the same roles as the users table allows', () => {
    // A compile-time check: the type checker refuses this line when the two lists differ.
    const same: Same<(typeof STAFF_ROLES)[number], StaffRoleName> = true;
    expect(same).toBe(true);
  });

  it('opens each area only to the roles the table names', () => {
    expect(opensArea(['editor'], 'news')).toBe(true);
    expect(opensArea(['editor'], 'members')).toBe(false);
    expect(opensArea(['clerk'], 'auctions')).toBe(true);
    expect(opensArea(['clerk'], 'roles')).toBe(false);
    expect(opensArea(['administrator'], 'roles')).toBe(true);
    expect(opensArea(['administrator'], 'news')).toBe(false);
    expect(opensArea(['clerk', 'editor'], 'gallery')).toBe(true);
  });

  it('opens nothing to a member without roles, the dashboard to every role', () => {
    for (const area of Object.keys(STAFF_AREAS) as Array<keyof typeof STAFF_AREAS>) {
      expect(opensArea([], area)).toBe(false);
    }
    for (const role of STAFF_ROLES) expect(opensArea([role], 'dashboard')).toBe(true);
  });

  it('gives every area at least one role, and every role at least one area besides the dashboard', () => {
    for (const roles of Object.values(STAFF_AREAS)) expect(roles.length).toBeGreaterThan(0);
    for (const role of STAFF_ROLES) {
      const areas = Object.entries(STAFF_AREAS).filter(
        ([area, roles]) => area !== 'dashboard' && (roles as readonly string[]).includes(role),
      );
      expect(areas.length).toBeGreaterThan(0);
    }
  });

  it('normalizes a list of roles: order, duplicates, unknown names', () => {
    expect(normalizeStaffRoles(['editor', 'administrator', 'editor'])).toEqual([
      'administrator',
      'editor',
    ]);
    expect(normalizeStaffRoles([])).toEqual([]);
    expect(normalizeStaffRoles(['editor', 'root'])).toBeNull();
    expect(normalizeStaffRoles([1])).toBeNull();
  });
});
