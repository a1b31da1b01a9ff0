import { messages } from '@kanat/shared/i18n/full';
import { AppError } from '../../errors';
import type { AuditActor } from './audit-log';

/**
 * What nobody does to their own money (issue 30): their spending limit, the bid ceiling of a
 * lot they bid on, and (once settlement exists) their own statement.
 */
export type OwnMoney = 'spending-limit' | 'bid-ceiling';

const refusal: Record<OwnMoney, string> = {
  'spending-limit': messages.staffAccess.ownSpendingLimit,
  'bid-ceiling': messages.staffAccess.ownBidCeiling,
};

/**
 * Refuses a staff change of money when `touches(uid)` says it is the acting member's own.
 * The command line (the machine's operator) has no money on the site: never refused.
 */
export async function assertNotOwnMoney(
  actor: AuditActor,
  what: OwnMoney,
  touches: (uid: string) => boolean | Promise<boolean>,
): Promise<void> {
  if (actor === 'cli') return;
  if (await touches(actor.uid)) throw new AppError('permission-denied', refusal[what]);
}
