import type { AdminHallLeaseResult } from '@kanat/shared/contracts';
import type { SessionUser } from '@kanat/shared/events';
import { fill, messages } from '@kanat/shared/i18n/full';
import { HALL_CLERK_LEASE_MS } from '@kanat/shared/rules';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { auditActorOf, recordAudit } from '../audit';
import { hashToken, randomToken } from '../auth';
import { hallErrors } from './hall-errors';
import { type LockedSale, lockSale } from './hall-locks';

// The clerk's lease: one console drives a sale at a time. Another staff member takes a live
// lease only on purpose (takeOver, audited); an expired lease is free to take. Only the
// token's hash is stored. Nothing happens to a lot when a lease expires: no timer sells or
// passes, the sale waits as it is for the next clerk.

/** The caller holds the sale's live lease with this token; refused otherwise. */
export function assertLease(sale: LockedSale, user: SessionUser, leaseToken: string): void {
  if (
    sale.clerkId !== user.uid ||
    sale.clerkLeaseHash !== hashToken(leaseToken) ||
    !sale.leaseLive
  ) {
    throw hallErrors.leaseLost();
  }
}

async function writeLease(tx: Db, saleId: number, clerkId: string, hash: string) {
  const rows = await queryRows<{ expires_ms: string | number }>(
    tx,
    sql`update hall_sales set clerk_id = ${clerkId}::text, clerk_lease_hash = ${hash}::text,
          clerk_lease_expires_at = now() + make_interval(secs => ${HALL_CLERK_LEASE_MS / 1000}::float8)
        where id = ${saleId}::int
        returning floor(extract(epoch from clerk_lease_expires_at) * 1000)::bigint as expires_ms`,
  );
  return Number(rows[0]?.expires_ms);
}

/** adminHallLeaseTake. */
export async function takeLease(
  db: Db,
  user: SessionUser,
  data: { saleId: number; takeOver?: boolean | undefined },
): Promise<AdminHallLeaseResult> {
  return db.transaction(async (tx) => {
    const sale = await lockSale(tx, data.saleId);
    if (sale.status === 'ended') throw hallErrors.saleEnded();
    const heldByOther = sale.leaseLive && sale.clerkId !== null && sale.clerkId !== user.uid;
    if (heldByOther && data.takeOver !== true) throw hallErrors.leaseHeld(sale.clerkName ?? '');
    const leaseToken = randomToken();
    const expiresAt = await writeLease(tx, sale.id, user.uid, hashToken(leaseToken));
    if (heldByOther) {
      await recordAudit(tx, {
        actor: auditActorOf(user),
        action: 'hall.lease-take-over',
        targetType: 'hall-sale',
        targetId: sale.id,
        summary: fill(messages.hallFloor.audit.leaseTakeOver, {
          title: sale.title,
          name: sale.clerkName ?? '',
        }),
        before: { clerkId: sale.clerkId },
        after: { clerkId: user.uid },
      });
    }
    return { leaseToken, expiresAt };
  });
}

/** adminHallLeaseRenew: the same token, another full term. */
export async function renewLease(
  db: Db,
  user: SessionUser,
  data: { saleId: number; leaseToken: string },
): Promise<AdminHallLeaseResult> {
  return db.transaction(async (tx) => {
    const sale = await lockSale(tx, data.saleId);
    assertLease(sale, user, data.leaseToken);
    const expiresAt = await writeLease(tx, sale.id, user.uid, hashToken(data.leaseToken));
    return { leaseToken: data.leaseToken, expiresAt };
  });
}

/** adminHallLeaseRelease: the sale is free for any clerk at once. */
export async function releaseLease(
  db: Db,
  user: SessionUser,
  data: { saleId: number; leaseToken: string },
): Promise<Record<string, never>> {
  await db.transaction(async (tx) => {
    const sale = await lockSale(tx, data.saleId);
    assertLease(sale, user, data.leaseToken);
    await tx.execute(
      sql`update hall_sales set clerk_lease_hash = null, clerk_lease_expires_at = null
          where id = ${sale.id}::int`,
    );
  });
  return {};
}
