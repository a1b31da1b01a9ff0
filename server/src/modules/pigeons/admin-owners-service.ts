import { randomBytes } from 'node:crypto';
import type { AdminOwnerSaveData, OwnerSummary } from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import { isClean, validateOwnerForm } from '@kanat/shared/rules';
import type { SessionUser } from '@kanat/shared/session';
import { capitaliseWords } from '@kanat/shared/validation';
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { users } from '../../db/schema';
import { foldedText, foldSearchText } from '../../db/schema/text-search';
import { AppError, invalidFields } from '../../errors';
import { matchesText } from '../../lib/search-text';
import { likePrefix } from '../auctions';
import { auditActorOf, recordAudit } from '../audit';

const text = messages.adminPigeons.server;

/** SPEC §3: an owner without an account has a 20-character id and no phone or password. */
const fakeUserIdLength = 20;
const searchLimit = 20;

type UserRow = typeof users.$inferSelect;

/** Whether the owner is a member rather than an owner without an account (SPEC 'fake user'). */
export function ownerHasAccount(id: string, phoneNumber: string | null): boolean {
  return !(id.length === fakeUserIdLength && phoneNumber === null);
}

export function ownerView(row: UserRow): OwnerSummary {
  const hasAccount = ownerHasAccount(row.id, row.phoneNumber);
  return {
    id: row.id,
    fullname: row.fullname ?? '',
    province: row.province ?? '',
    city: row.city ?? '',
    username: row.username,
    phoneNumber: row.phoneNumber,
    hasAccount,
    note: hasAccount ? null : row.ownerNote,
  };
}

/** Who may own a pigeon: a verified member not turned down, or an owner without an account. */
export function ownerCandidate(): SQL {
  return or(
    and(eq(users.phoneVerified, true), isNull(users.rejectedAt)),
    and(sql`length(${users.id}) = ${fakeUserIdLength}`, isNull(users.phoneNumber)),
  ) as SQL;
}

export async function findOwner(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), ownerCandidate()));
  return row ?? null;
}

/**
 * Members and owners without an account by name words, username, phone digits, province or
 * district (Turkish letters folded), best known first: names before places.
 */
export async function searchOwners(db: Db, q: string): Promise<OwnerSummary[]> {
  const query = q.trim();
  const folded = foldSearchText(query);
  const digits = query.replace(/\D/g, '');
  const matches: SQL[] = [];
  if (/[a-z0-9]/.test(folded)) matches.push(matchesText(users.fullname, query));
  if (folded !== '') {
    matches.push(sql`lower(${users.username}) like ${likePrefix(folded)}`);
    matches.push(sql`${foldedText(users.province)} like ${likePrefix(folded)}`);
    matches.push(sql`${foldedText(users.city)} like ${likePrefix(folded)}`);
  }
  // '0532 111 22 33', '5321112233' and '+90 532...' all end in the national digits.
  if (digits.length >= 4) {
    matches.push(sql`${users.phoneNumber} like ${`%${digits.replace(/^(90|0)/, '')}%`}`);
  }
  if (matches.length === 0) return [];
  const rows = await db
    .select()
    .from(users)
    .where(and(ownerCandidate(), or(...matches)))
    .orderBy(users.fullname, users.id)
    .limit(searchLimit);
  return rows.map(ownerView);
}

/** Creates or edits an owner without an account (SPEC 'fake user'). */
export async function saveOwner(
  db: Db,
  staff: SessionUser,
  data: AdminOwnerSaveData,
): Promise<OwnerSummary> {
  const values = {
    fullname: capitaliseWords(data.fullname),
    province: capitaliseWords(data.province),
    city: capitaliseWords(data.city),
    note: data.note.trim(),
  };
  const verdict = validateOwnerForm(values);
  if (!isClean(verdict)) throw invalidFields(verdict.errors);
  const fields = {
    fullname: values.fullname,
    province: values.province,
    city: values.city,
    ownerNote: values.note === '' ? null : values.note,
  };
  return db.transaction(async (tx) => {
    if (data.id === undefined) {
      const id = randomBytes(10).toString('hex');
      const [row] = await tx
        .insert(users)
        .values({ id, ...fields })
        .returning();
      if (row === undefined) throw new AppError('internal');
      await recordAudit(tx, {
        actor: auditActorOf(staff),
        action: 'owner.create',
        targetType: 'user',
        targetId: id,
        summary: fill(text.auditOwnerCreate, { name: values.fullname }),
        before: null,
        after: fields,
      });
      return ownerView(row);
    }
    const [current] = await tx.select().from(users).where(eq(users.id, data.id)).for('update');
    if (current === undefined) throw new AppError('not-found', text.ownerNotFound);
    if (ownerView(current).hasAccount)
      throw new AppError('failed-precondition', text.ownerHasAccount);
    const [row] = await tx
      .update(users)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(users.id, data.id))
      .returning();
    if (row === undefined) throw new AppError('internal');
    await recordAudit(tx, {
      actor: auditActorOf(staff),
      action: 'owner.update',
      targetType: 'user',
      targetId: data.id,
      summary: fill(text.auditOwnerUpdate, { name: values.fullname }),
      before: {
        fullname: current.fullname,
        province: current.province,
        city: current.city,
        ownerNote: current.ownerNote,
      },
      after: fields,
    });
    return ownerView(row);
  });
}
