// Shared by the notification and Web Push tests.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { notifications } from '../db/schema';
import { drainOutbidQueue } from '../modules/notifications/notifications-repository';
import { insertAuction, insertPigeon } from './auction-fixtures';
import type { SignedInMember } from './auth-fixtures';
import type { TestApp } from './test-app';

const day = 86_400_000;

/** Calls a callable as `member`, the way the browser does (session cookie). */
export function callAs(t: TestApp, member: SignedInMember, name: string, data: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api/fn/${name}`,
    headers: { cookie: member.cookie },
    payload: { data },
  });
}

/** An ongoing auction of `owner`'s new pigeon, 500 TL, ending in a day. */
export async function newNoticeAuction(db: Db, owner: string, name?: string): Promise<number> {
  const pigeonId = await insertPigeon(db, { ownerId: owner });
  return insertAuction(db, { pigeonId, name, startingBid: 500, endingTime: Date.now() + day });
}

/** The member's notices, once the bids' queued outbid notices became notices. */
export async function noticesOf(db: Db, userId: string) {
  await drainOutbidQueue(db, Date.now(), 1000);
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
}
