import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import type { StoredPushSubscription } from './push-gateway';

/**
 * Saves the subscription for `userId`. An endpoint is one browser profile: subscribed again
 * (new keys, or another member signed in on that browser) it moves to the caller.
 */
export async function savePushSubscription(
  db: Db,
  userId: string,
  subscription: { endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await queryRows(
    db,
    sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth)
        values (${userId}::text, ${subscription.endpoint}::text, ${subscription.p256dh}::text,
          ${subscription.auth}::text)
        on conflict (endpoint) do update set user_id = excluded.user_id,
          p256dh = excluded.p256dh, auth = excluded.auth, created_at = now()`,
  );
}

/** Deletes the caller's subscription with that endpoint (another member's is left alone). */
export async function deletePushSubscription(
  db: Db,
  userId: string,
  endpoint: string,
): Promise<void> {
  await queryRows(
    db,
    sql`delete from push_subscriptions
        where user_id = ${userId}::text and endpoint = ${endpoint}::text`,
  );
}

/** Deletes every subscription of the member (the push consent withdrawn); returns how many. */
export async function deleteAllPushSubscriptions(db: Db, userId: string): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from push_subscriptions where user_id = ${userId}::text returning id`,
  );
  return rows.length;
}

/** Deletes a subscription the push service reported gone (404/410). */
export async function deletePushSubscriptionById(db: Db, id: number): Promise<void> {
  await queryRows(db, sql`delete from push_subscriptions where id = ${id}::bigint`);
}

/** Keeps the member's newest `keep` subscriptions. */
export async function trimPushSubscriptions(db: Db, userId: string, keep: number): Promise<void> {
  await queryRows(
    db,
    sql`delete from push_subscriptions where id in (
          select id from push_subscriptions where user_id = ${userId}::text
          order by created_at desc, id desc offset ${keep}::int)`,
  );
}

export async function countPushSubscriptions(db: Db, userId: string): Promise<number> {
  const [row] = await queryRows<{ count: string | number }>(
    db,
    sql`select count(*) as count from push_subscriptions where user_id = ${userId}::text`,
  );
  return Number(row?.count ?? 0);
}

export async function pushSubscriptionsOf(
  db: Db,
  userId: string,
): Promise<StoredPushSubscription[]> {
  const rows = await queryRows<{
    id: string | number;
    endpoint: string;
    p256dh: string;
    auth: string;
  }>(
    db,
    sql`select id, endpoint, p256dh, auth from push_subscriptions
        where user_id = ${userId}::text order by id`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}
