import type { AdminHallState } from '@kanat/shared/contracts';
import type { SessionUser } from '@kanat/shared/events';
import { HALL_CLERK_LEASE_MS } from '@kanat/shared/rules';
import type { Db } from '../../db/connection';
import { auditActorOf, recordAudit } from '../audit';
import { livePaths, publishLive } from '../live';
import { assertLease } from './hall-lease';
import { bumpSale, type LockedSale, lockSale } from './hall-locks';
import { readConsoleState } from './hall-state';

/** What a clerk's action does inside its transaction, with the sale locked and the lease checked. */
export type ClerkStep = (tx: Db, sale: LockedSale, clerk: ClerkContext) => Promise<void>;

export interface ClerkContext {
  user: SessionUser;
  /** Bumps the sale's version (and renews the lease), with an optional status or lot change. */
  bump(change?: { status?: 'running' | 'ended'; currentLotId?: number | null }): Promise<number>;
  audit(action: string, summary: string, after?: unknown): Promise<void>;
}

/**
 * One clerk action: one transaction that locks the sale, checks the lease, runs `step`, and
 * tells every screen (the live path is notified at commit, never on a rollback). It answers
 * with the console's state read in the same transaction, before the commit: the answer then
 * waits for nothing but the commit, and the fan-out to every screen that the commit sets off
 * does not sit between the clerk and the answer.
 */
export async function clerkAction(
  db: Db,
  user: SessionUser,
  data: { saleId: number; leaseToken: string },
  step: ClerkStep,
): Promise<AdminHallState> {
  return db.transaction(async (tx) => {
    const sale = await lockSale(tx, data.saleId);
    assertLease(sale, user, data.leaseToken);
    const clerk: ClerkContext = {
      user,
      bump: (change = {}) =>
        bumpSale(tx, sale.id, { ...change, renewLeaseMs: HALL_CLERK_LEASE_MS }),
      audit: (action, summary, after) =>
        recordAudit(tx, {
          actor: auditActorOf(user),
          action: `hall.${action}`,
          targetType: 'hall-sale',
          targetId: sale.id,
          summary,
          after: after ?? null,
        }),
    };
    await step(tx, sale, clerk);
    await publishLive(tx, livePaths.hallSale(sale.id));
    return readConsoleState(tx, sale.id);
  });
}
