import type { AdminHallChange } from '@kanat/shared/contracts';
import type { SessionUser } from '@kanat/shared/events';
import { HALL_CLERK_LEASE_MS } from '@kanat/shared/rules';
import type { Db } from '../../db/connection';
import { livePaths } from '../live';
import { assertLease } from './hall-lease';
import {
  type AbsenteeRow,
  type LockedLot,
  type LockedSale,
  lockLot,
  lockSale,
  lockSaleAndLot,
} from './hall-locks';
import { readConsoleChange } from './hall-state';
import { HallWrites } from './hall-writes';

/** What a clerk's action does inside its transaction, with the sale locked and the lease checked. */
export type ClerkStep = (tx: Db, sale: LockedSale, clerk: ClerkContext) => Promise<void>;

export interface ClerkContext {
  user: SessionUser;
  /** The action's writes, sent together once the step has decided them. */
  writes: HallWrites;
  /**
   * The action's lot, locked after the sale (with its absentee maximums when the action asked
   * for them): already read with the sale when both were found, else locked now.
   */
  lot(): Promise<LockedLot & { absentees?: AbsenteeRow[] }>;
  /** Bumps the sale's version (and renews the lease), with an optional status or lot change. */
  bump(change?: { status?: 'running' | 'ended'; currentLotId?: number | null }): void;
  audit(action: string, summary: string, after?: unknown): void;
  /** Appends a call everyone sees, by this clerk. */
  call(
    lotId: number,
    kind: 'opened' | 'warning' | 'sold' | 'passed' | 'undo' | 'step',
    data: Record<string, string | number | null>,
  ): void;
}

/** The lot an action is on, locked with its sale in one statement. */
export interface ClerkLot {
  lotId: number;
  /** Read the lot's absentee maximums with it (only for a lot that must be on the block). */
  absentees: boolean;
}

/** The lot `data` names; `withAbsentees`: with its maximums (a lot that must be on the block). */
export function onLot(data: { lotId: number }, withAbsentees = false): ClerkLot {
  return { lotId: data.lotId, absentees: withAbsentees };
}

/**
 * One clerk action: one transaction that locks the sale (and `lot` with it, in the
 * same statement), checks the lease, runs `step` (its reads under the locks), then sends every
 * write the step decided, the version's bump, the audit row and the live NOTIFY in one
 * statement (the live path is notified at commit, never on a rollback). It answers with the
 * console's state read in the same transaction, before the commit (with the rows of the action's
 * lot and of the lot on the block only, not the whole catalogue): the answer then waits for
 * nothing but the commit, and the fan-out to every screen that the commit sets off does not
 * sit between the clerk and the answer. A floor bid is thus three statements between BEGIN
 * and COMMIT (the locks, the writes, the state), and one more when the lot has maximums (their
 * members' spending room).
 */
export async function clerkAction(
  db: Db,
  user: SessionUser,
  data: { saleId: number; leaseToken: string },
  lot: ClerkLot | null,
  step: ClerkStep,
): Promise<AdminHallChange> {
  return db.transaction(async (tx) => {
    const both =
      lot === null ? null : await lockSaleAndLot(tx, data.saleId, lot.lotId, lot.absentees);
    const sale = both?.sale ?? (await lockSale(tx, data.saleId));
    assertLease(sale, user, data.leaseToken);
    const writes = new HallWrites();
    const clerk: ClerkContext = {
      user,
      writes,
      lot: async () => {
        if (both !== null) return both.lot;
        if (lot === null) throw new Error('the action names no lot');
        return lockLot(tx, sale.id, lot.lotId, lot.absentees);
      },
      bump: (change = {}) => writes.bump(sale.id, { ...change, renewLeaseMs: HALL_CLERK_LEASE_MS }),
      audit: (action, summary, after) =>
        writes.audit(tx, user, { action: `hall.${action}`, saleId: sale.id, summary, after }),
      call: (lotId, kind, callData) =>
        writes.call({ saleId: sale.id, lotId, kind, data: callData, actorId: user.uid }),
    };
    await step(tx, sale, clerk);
    await writes.run(tx, livePaths.hallSale(sale.id));
    return readConsoleChange(tx, sale.id, lot?.lotId ?? null);
  });
}
