import { memberActionRoles, opensArea, type StaffArea, type StaffRole } from '@kanat/shared/rules';
import { useSession } from '@kanat/shared/session';

const NONE: readonly StaffRole[] = [];

/**
 * The signed-in person's staff roles (none for a guest or a member). The console shows only
 * what they open; the server checks every call by the same roles, so this only spares people
 * buttons that would be refused.
 */
export function useStaffRoles(): readonly StaffRole[] {
  return useSession().user?.roles ?? NONE;
}

/** Whether the signed-in person's roles open `area` (STAFF_AREAS). */
export function useOpensArea(area: StaffArea): boolean {
  return opensArea(useStaffRoles(), area);
}

/** Whether they may act on members: approve, reject, disable, enable, spending limit. */
export function useActsOnMembers(): boolean {
  const roles = useStaffRoles();
  return roles.some((role) => memberActionRoles.includes(role));
}
