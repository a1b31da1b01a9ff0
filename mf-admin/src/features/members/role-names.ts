import { messages } from '@kanat/shared/i18n/full';
import type { StaffRole } from '@kanat/shared/rules';

/** A member's staff roles in Turkish ('Yönetici, Editör'), or 'Üye' when they hold none. */
export function roleNames(roles: readonly StaffRole[]): string {
  return roles.length === 0
    ? messages.adminMembers.memberRole
    : roles.map((role) => messages.staffRoles[role]).join(', ');
}
