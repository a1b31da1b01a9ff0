import type {
  AdminSaleRequestsListData,
  AdminSaleRequestsListResult,
  SaleRequestCreateData,
  SaleRequestView,
} from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import {
  isClean,
  normalizeTagNum,
  SALE_REQUEST_PENDING_MAX,
  validateRaceResults,
  validateSaleRequestForm,
} from '@kanat/shared/rules';
import type { SessionUser } from '@kanat/shared/session';
import { and, count, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection';
import { saleRequests, users } from '../../db/schema';
import { AppError, invalidFields } from '../../errors';
import { keysetPage, readKeysetCursor } from '../../lib/keyset';
import type { MediaLibrary } from '../media';
import type { SmsGateway } from '../sms';
import { adminViews, views } from './sale-request-views';

const text = messages.adminPigeons.server;
const pageSize = 20;
const ordering = 'created:desc';

export interface SaleRequestDeps {
  db: Db;
  media: MediaLibrary;
  sms: SmsGateway;
  log: FastifyBaseLogger;
}

// ---- member -----------------------------------------------------------------------------

export async function createSaleRequest(
  deps: SaleRequestDeps,
  member: SessionUser,
  data: SaleRequestCreateData,
): Promise<SaleRequestView> {
  const values = {
    tagNum: data.tagNum,
    state: data.state.trim(),
    description: data.description.trim(),
    wishedPrice: data.wishedPrice,
    photoIds: data.photoIds,
  };
  const verdict = validateSaleRequestForm(values);
  if (!isClean(verdict)) throw invalidFields(verdict.errors);
  // The results as the console's rule checks them: the first bad row named, every row's
  // problems in `details.rows` for the form to show in place.
  const races = validateRaceResults(data.races ?? []);
  if (!races.ok) throw new AppError('invalid-argument', races.message, { rows: races.rows });
  const { db, media } = deps;
  const row = await db.transaction(async (tx) => {
    // One member's requests queue behind this lock, so two at once cannot both pass the cap.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, member.uid)).for('update');
    const [pending] = await tx
      .select({ n: count() })
      .from(saleRequests)
      .where(and(eq(saleRequests.userId, member.uid), eq(saleRequests.status, 'pending')));
    if ((pending?.n ?? 0) >= SALE_REQUEST_PENDING_MAX) {
      throw new AppError(
        'resource-exhausted',
        fill(text.tooManyPending, { max: SALE_REQUEST_PENDING_MAX }),
      );
    }
    await media.claim(tx, data.photoIds, {
      purposes: ['sale-request-photo'],
      uploaderId: member.uid,
    });
    const [inserted] = await tx
      .insert(saleRequests)
      .values({
        userId: member.uid,
        tagNum: normalizeTagNum(values.tagNum),
        state: values.state,
        description: values.description,
        wishedPrice: values.wishedPrice,
        photoMediaIds: [...data.photoIds],
        races: races.value,
      })
      .returning();
    if (inserted === undefined) throw new AppError('internal');
    return inserted;
  });
  const [view] = await views(db, media, [row]);
  return view as SaleRequestView;
}

export async function listMySaleRequests(
  db: Db,
  media: MediaLibrary,
  member: SessionUser,
): Promise<SaleRequestView[]> {
  const rows = await db
    .select()
    .from(saleRequests)
    .where(eq(saleRequests.userId, member.uid))
    .orderBy(desc(saleRequests.createdAt), desc(saleRequests.id))
    .limit(100);
  return views(db, media, rows);
}

// ---- staff ------------------------------------------------------------------------------

/** Newest first; keyset pages on (created_at, id). */
export async function listAdminSaleRequests(
  db: Db,
  media: MediaLibrary,
  data: AdminSaleRequestsListData,
): Promise<AdminSaleRequestsListResult> {
  const after = readKeysetCursor(data.cursor ?? null, ordering, 'number');
  const where: SQL[] = [];
  if (data.status !== undefined) where.push(eq(saleRequests.status, data.status));
  if (after !== null) {
    const at = new Date(after.value as number);
    where.push(
      or(
        lt(saleRequests.createdAt, at),
        and(eq(saleRequests.createdAt, at), lt(saleRequests.id, after.id)),
      ) as SQL,
    );
  }
  const records = await db
    .select()
    .from(saleRequests)
    .where(where.length === 0 ? undefined : and(...where))
    .orderBy(desc(saleRequests.createdAt), desc(saleRequests.id))
    .limit(pageSize + 1);
  const { rows, next } = keysetPage(records, pageSize, ordering, (last) => ({
    value: last.createdAt.getTime(),
    id: last.id,
  }));
  return { rows: await adminViews(db, media, rows), next };
}
