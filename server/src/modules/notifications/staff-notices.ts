import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { noticeAllowedSql } from './notice-prefs';
import { noticeChannelsSql } from './notifications-repository';

/** The event of the administrators' notice of a role change (issue 30). */
export const staffRolesChangedEvent = 'staff-roles-changed';

export interface StaffRolesChange {
  /** Whose roles changed. */
  memberId: string;
  /** Their name as the texts show it. */
  name: string;
  /** Their roles now, as one Turkish list ('Yönetici, Editör', or that there are none). */
  roles: string;
  /** Also told: someone who just lost the administrator role (they are one no more). */
  alsoNotify: string | null;
}

/**
 * Queues the notice of a role change for every enabled administrator (and `alsoNotify`) on
 * each channel they can be reached on, inside the change's transaction: a refused change
 * queues nothing. Not among the member's notice choices: administrators always get it.
 * Returns how many notices were queued.
 */
export async function queueStaffRolesNotice(tx: Db, change: StaffRolesChange): Promise<number> {
  const key = `${staffRolesChangedEvent}:${randomUUID()}`;
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`insert into notifications (user_id, event, channel, dedupe_key, payload)
        select u.id, ${staffRolesChangedEvent}::text, ch.channel,
          ${key}::text || ':' || u.id || ':' || ch.channel,
          jsonb_build_object('name', ${change.name}::text, 'roles', ${change.roles}::text,
            'memberId', ${change.memberId}::text)
        from users u cross join ${noticeChannelsSql}
        where ((u.account_enabled and 'administrator' = any(u.staff_roles))
            or u.id = ${change.alsoNotify}::text)
          and ${noticeAllowedSql(sql`${staffRolesChangedEvent}::text`, sql`ch.channel`)}
        on conflict do nothing
        returning id`,
  );
  return rows.length;
}
