import { randomBytes } from 'node:crypto';
import type { EraseMyAccountData, EraseMyAccountResult } from '@kanat/shared/contracts';
import { formatDate } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { AuctionStatus } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit';
import { assertMfaToken } from '../auth';
import { livePaths, publishLiveMany } from '../live';
import { getRetentionSettings } from '../retention';

const texts = messages.erasure;

/**
 * What erasure does with each table that names a member (the tables of covered-tables.ts):
 * 'delete' their rows, 'keep' them under the pseudonym (sales records the law keeps, and
 * the proof of what they were shown and agreed to), or 'part' (the rows about a sale still
 * running go, the rest is kept). The privacy tests hold every table naming a member to this
 * list, so a new table is not forgotten.
 */
export const erasurePlan: Readonly<Record<string, 'delete' | 'keep' | 'part' | 'pseudonym'>> = {
  users: 'pseudonym',
  sessions: 'delete',
  devices: 'delete',
  push_subscriptions: 'delete',
  bids: 'keep',
  max_bids: 'part',
  watches: 'delete',
  sale_follows: 'delete',
  hall_bids: 'keep',
  hall_absentee_bids: 'part',
  notifications: 'delete',
  news_comments: 'delete',
  news_likes: 'delete',
  contact_messages: 'delete',
  pigeons: 'keep',
  sale_requests: 'part',
  buyer_statements: 'keep',
  seller_statements: 'keep',
  statement_lines: 'keep',
  statement_payments: 'keep',
  second_chance_offers: 'part',
  legal_acknowledgements: 'keep',
  consent_records: 'keep',
  privacy_requests: 'keep',
  sale_contract_acceptances: 'keep',
  auctions: 'keep',
  bid_nonces: 'keep',
  auth_tokens: 'delete',
  key_challenges: 'delete',
  verification_codes: 'delete',
  outbid_queue: 'keep',
  hall_lots: 'keep',
  hall_calls: 'keep',
  hall_sales: 'keep',
  media_files: 'keep',
  bank_imports: 'keep',
  sale_terms: 'keep',
  trust_reviews: 'keep',
};

/** The statements run at erasure, in order, each with the member's id as `${uid}`. */
function erasureStatements(uid: string, phones: string[], mail: string | null): SQL[] {
  const u = sql`${uid}::text`;
  const statements: SQL[] = [
    sql`delete from sessions where user_id = ${u}`,
    sql`delete from devices where user_id = ${u}`,
    sql`delete from push_subscriptions where user_id = ${u}`,
    sql`delete from watches where user_id = ${u}`,
    sql`delete from sale_follows where user_id = ${u}`,
    sql`delete from notifications where user_id = ${u}`,
    sql`delete from news_likes where user_id = ${u}`,
    sql`delete from news_comments where user_id = ${u}`,
    sql`delete from contact_messages where user_id = ${u}`,
    sql`delete from auth_tokens where user_id = ${u}`,
    sql`delete from key_challenges where user_id = ${u}`,
    sql`delete from verification_codes where user_id = ${u}`,
    // A maximum on a sale still running (never the leader's: erasure waits for that sale).
    sql`delete from max_bids m using auctions a
        where m.user_id = ${u} and a.id = m.auction_id and a.status = ${AuctionStatus.ongoing}`,
    sql`delete from hall_absentee_bids b using hall_lots l
        where b.user_id = ${u} and l.id = b.lot_id and l.status in ('waiting', 'open', 'warned')`,
    sql`delete from sale_requests where user_id = ${u} and status = 'pending'`,
    sql`update second_chance_offers set state = 'declined', answered_at = now()
        where user_id = ${u} and state = 'open'`,
  ];
  if (phones.length > 0) {
    statements.push(
      sql`delete from sms_outbox where to_phone in (${sql.join(
        phones.map((phone) => sql`${phone}::text`),
        sql`, `,
      )})`,
    );
  }
  if (mail !== null) statements.push(sql`delete from mail_outbox where to_address = ${mail}::text`);
  return statements;
}

/** Why the account cannot be erased now, or null. */
async function blockerOf(tx: Db, uid: string): Promise<string | null> {
  const [row] = await queryRows<{ staff: boolean; leading: boolean; unpaid: boolean }>(
    tx,
    sql`select cardinality(u.staff_roles) > 0 as staff,
          exists (select 1 from auctions a where a.current_bidder_id = u.id
            and a.status = ${AuctionStatus.ongoing})
          or exists (select 1 from hall_lots l join hall_bids b on b.id = l.leading_bid_id
            where b.user_id = u.id and l.status in ('open', 'warned')) as leading,
          exists (select 1 from buyer_statements s where s.buyer_id = u.id and s.state = 'open')
            as unpaid
        from users u where u.id = ${uid}::text for update`,
  );
  if (row === undefined) throw new AppError('not-found', texts.accountMissing);
  if (row.staff) return texts.staff;
  if (row.leading) return texts.leading;
  if (row.unpaid) return texts.unpaid;
  return null;
}

/** `Silinmiş Üye 4F2A9C` and `silinmis-4f2a9c`: no other member can tell who it was. */
function newPseudonym(): { fullname: string; username: string } {
  const code = randomBytes(3).toString('hex');
  return {
    fullname: fill(texts.pseudonymName, { code: code.toUpperCase() }),
    username: `silinmis-${code}`,
  };
}

/**
 * The member erases their account (KVKK md. 7): with this device's second factor and the
 * word the page asked for. Refused while they lead a sale still running, owe a statement or
 * hold a staff role. Otherwise, in one transaction: every row `erasurePlan` deletes goes,
 * consents still given are withdrawn on record, and the account row keeps only a pseudonym,
 * no contact, no password, disabled, with the day its sales records go.
 */
export async function eraseMyAccount(
  db: Db,
  uid: string,
  data: EraseMyAccountData,
  now: Date = new Date(),
): Promise<EraseMyAccountResult> {
  if (data.confirm.trim().toLocaleUpperCase('tr') !== texts.confirmWord) {
    throw new AppError('invalid-argument', texts.confirmMismatch);
  }
  await assertMfaToken(db, { userId: uid, deviceId: data.deviceId, token: data.mfaToken });
  const keptUntil = new Date(now);
  // The period the console sets (Saklama süreleri), ten years by default.
  const { salesRecordsYears } = await getRetentionSettings(db);
  keptUntil.setFullYear(keptUntil.getFullYear() + salesRecordsYears);
  const pseudonym = newPseudonym();
  await db.transaction(async (tx) => {
    const blocker = await blockerOf(tx, uid);
    if (blocker !== null) throw new AppError('failed-precondition', blocker);
    const [contact] = await queryRows<{
      phone_number: string | null;
      registration_phone: string | null;
      mail_address: string | null;
    }>(
      tx,
      sql`select phone_number, registration_phone, mail_address from users
          where id = ${uid}::text`,
    );
    const phones = [contact?.phone_number, contact?.registration_phone].filter(
      (phone): phone is string => typeof phone === 'string',
    );
    for (const statement of erasureStatements(uid, phones, contact?.mail_address ?? null)) {
      await queryRows(tx, statement);
    }
    // Consents still given end with the account, on record.
    await queryRows(
      tx,
      sql`insert into consent_records (user_id, kind, granted, text_kind, text_version, source)
          select user_id, kind, false, text_kind, text_version, 'account'
          from (select distinct on (kind) user_id, kind, granted, text_kind, text_version
                from consent_records where user_id = ${uid}::text order by kind, id desc) latest
          where granted`,
    );
    await queryRows(
      tx,
      sql`update users set username = ${pseudonym.username}::text,
            fullname = ${pseudonym.fullname}::text, date_of_birth = null, province = null,
            city = null, mail_address = null, phone_number = null, registration_phone = null,
            password_hash = null, account_enabled = false,
            account_disable_reason = ${texts.disabledReason}::text, owner_note = null,
            notification_prefs = '{}'::jsonb, dont_send_bid_superseeded = true,
            pending_profile = null, spending_limit = null, erased_at = ${now.toISOString()}::timestamptz,
            erasure_keep_until = ${keptUntil.toISOString()}::timestamptz, updated_at = now()
          where id = ${uid}::text`,
    );
    // Every page showing one of their bids hears of the new name (delivered at commit), and
    // their own open tabs of the account's end.
    const shown = await queryRows<{ path: string }>(
      tx,
      sql`select distinct 'auctions/' || auction_id as path from bids where user_id = ${uid}::text
          union
          select distinct 'hallSales/' || l.sale_id from hall_bids b join hall_lots l on l.id = b.lot_id
          where b.user_id = ${uid}::text`,
    );
    await publishLiveMany(tx, [...shown.map((row) => row.path), livePaths.userAuthInfo(uid)]);
    await recordAudit(tx, {
      actor: { uid, label: pseudonym.fullname },
      action: 'privacy.erase',
      targetType: 'user',
      targetId: uid,
      summary: fill(texts.auditErase, {
        pseudonym: pseudonym.fullname,
        until: formatDate(keptUntil.getTime()),
      }),
      before: null,
      after: { erasedAt: now.toISOString(), keptUntil: keptUntil.toISOString() },
    });
  });
  return {
    pseudonym: pseudonym.fullname,
    keptUntil: keptUntil.getTime(),
    kept: Object.values(texts.kept),
  };
}
