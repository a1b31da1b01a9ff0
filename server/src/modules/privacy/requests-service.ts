import type {
  AdminPrivacyRequestAnswerData,
  AdminPrivacyRequestsResult,
  AdminPrivacyRequestView,
  PrivacyRequestView,
  SubmitPrivacyRequestData,
} from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import {
  checkedPrivacyRequestText,
  PRIVACY_REQUEST_ANSWER_DAYS,
  PRIVACY_REQUEST_TEXT_MAX,
  type PrivacyRequestKind,
  type PrivacyRequestState,
} from '@kanat/shared/rules';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection';
import { privacyRequests, users } from '../../db/schema';
import { AppError } from '../../errors';
import { type AuditActor, actorUid, recordAudit } from '../audit';
import { consume } from '../auth';

const texts = messages.privacyRequests;
const day = 86_400_000;

/** Applications per member and day: a person's needs, not a flood for staff. */
export const privacyRequestLimit = { limit: 5, windowMs: day } as const;

type Row = typeof privacyRequests.$inferSelect;

function view(row: Row): PrivacyRequestView {
  return {
    id: row.id,
    kind: row.kind as PrivacyRequestKind,
    details: row.details,
    state: row.state as PrivacyRequestState,
    createdAt: row.createdAt.getTime(),
    dueAt: row.dueAt.getTime(),
    answer: row.answer,
    answeredAt: row.answeredAt?.getTime() ?? null,
  };
}

/** The member's own applications, newest first. */
export async function myPrivacyRequests(db: Db, uid: string): Promise<PrivacyRequestView[]> {
  const rows = await db
    .select()
    .from(privacyRequests)
    .where(eq(privacyRequests.userId, uid))
    .orderBy(desc(privacyRequests.id));
  return rows.map(view);
}

/** A member applies; the answer is due in thirty days. */
export async function submitPrivacyRequest(
  db: Db,
  uid: string,
  data: SubmitPrivacyRequestData,
  now: number = Date.now(),
): Promise<PrivacyRequestView> {
  const details = checkedPrivacyRequestText(data.details);
  if (details === null) {
    throw new AppError(
      'invalid-argument',
      fill(texts.detailsEmpty, { max: PRIVACY_REQUEST_TEXT_MAX }),
    );
  }
  if (!(await consume(db, `privacy-request:${uid}`, privacyRequestLimit))) {
    throw new AppError('resource-exhausted', texts.rateLimited);
  }
  const [row] = await db
    .insert(privacyRequests)
    .values({
      userId: uid,
      kind: data.kind,
      details,
      createdAt: new Date(now),
      dueAt: new Date(now + PRIVACY_REQUEST_ANSWER_DAYS * day),
    })
    .returning();
  if (row === undefined) throw new Error('privacy request not stored');
  return view(row);
}

const answerer = alias(users, 'answerer');

async function adminRows(db: Db, where: ReturnType<typeof eq> | undefined, open: boolean) {
  return db
    .select({
      request: privacyRequests,
      memberName: users.fullname,
      username: users.username,
      answeredBy: answerer.fullname,
    })
    .from(privacyRequests)
    .innerJoin(users, eq(users.id, privacyRequests.userId))
    .leftJoin(answerer, eq(answerer.id, privacyRequests.answeredBy))
    .where(where)
    .orderBy(open ? asc(privacyRequests.dueAt) : desc(privacyRequests.id));
}

function adminView(
  row: Awaited<ReturnType<typeof adminRows>>[number],
  now: number,
): AdminPrivacyRequestView {
  const base = view(row.request);
  return {
    ...base,
    memberId: row.request.userId,
    memberName: row.memberName,
    username: row.username,
    overdue: base.state === 'open' && base.dueAt < now,
    answeredBy: row.answeredBy,
  };
}

/** The console's queue: the open ones by due day (the most urgent first), or all, newest first. */
export async function adminPrivacyRequests(
  db: Db,
  show: 'open' | 'all',
  now: number = Date.now(),
): Promise<AdminPrivacyRequestsResult> {
  const rows = await adminRows(
    db,
    show === 'open' ? eq(privacyRequests.state, 'open') : undefined,
    show === 'open',
  );
  const [counts] = await db
    .select({
      open: sql<number>`count(*) filter (where ${privacyRequests.state} = 'open')::int`,
      overdue: sql<number>`count(*) filter (where ${privacyRequests.state} = 'open'
        and ${privacyRequests.dueAt} < ${new Date(now).toISOString()}::timestamptz)::int`,
    })
    .from(privacyRequests);
  return {
    requests: rows.map((row) => adminView(row, now)),
    openCount: counts?.open ?? 0,
    overdueCount: counts?.overdue ?? 0,
  };
}

/** Staff answer or turn down an open application; the answer is the member's to read. */
export async function answerPrivacyRequest(
  db: Db,
  actor: AuditActor,
  data: AdminPrivacyRequestAnswerData,
  now: number = Date.now(),
): Promise<AdminPrivacyRequestView> {
  const answer = checkedPrivacyRequestText(data.answer);
  if (answer === null) {
    throw new AppError(
      'invalid-argument',
      fill(texts.answerEmpty, { max: PRIVACY_REQUEST_TEXT_MAX }),
    );
  }
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.id, data.id))
      .for('update');
    if (current === undefined) throw new AppError('not-found', texts.notFound);
    if (current.state !== 'open') throw new AppError('failed-precondition', texts.alreadyAnswered);
    await tx
      .update(privacyRequests)
      .set({ state: data.state, answer, answeredBy: actorUid(actor), answeredAt: new Date(now) })
      .where(and(eq(privacyRequests.id, data.id), eq(privacyRequests.state, 'open')));
    const [row] = await adminRows(tx, eq(privacyRequests.id, data.id), false);
    if (row === undefined) throw new AppError('not-found', texts.notFound);
    await recordAudit(tx, {
      actor,
      action: 'privacy.request-answer',
      targetType: 'user',
      targetId: current.userId,
      summary: fill(texts.auditAnswer, {
        member: row.memberName ?? row.username ?? current.userId,
        kind: texts.kinds[current.kind as PrivacyRequestKind],
        state: texts.states[data.state].toLocaleLowerCase('tr'),
      }),
      before: { state: 'open' },
      after: { id: data.id, state: data.state },
    });
    return adminView(row, now);
  });
}
