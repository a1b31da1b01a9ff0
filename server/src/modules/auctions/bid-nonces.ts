import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';

// Every nonce is used once, whatever the answer (SPEC §9's nonce; issue 30): a request whose
// signature holds records its nonce in `bid_nonces` in the same transaction as the bid rules'
// answer (insertBid's statement, settleWithProxy's transaction), so a refused bid uses its
// nonce up just as a placed one does, and a signed request refused today is no good tomorrow.

/** Records the nonce for `userId`; false when it was already recorded. */
export async function recordNonce(db: Db, nonce: string, userId: string): Promise<boolean> {
  const rows = await queryRows<{ nonce: string }>(
    db,
    sql`insert into bid_nonces (nonce, user_id) values (${nonce}::text, ${userId}::text)
        on conflict (nonce) do nothing
        returning nonce`,
  );
  return rows.length > 0;
}
