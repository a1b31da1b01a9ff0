import type {
  AdminSaleRequestAcceptData,
  AdminSaleRequestAcceptResult,
  AdminSaleRequestRow,
  AdminSaleRequestsListData,
  AdminSaleRequestsListResult,
  MediaFile,
  SaleRequestCreateData,
  SaleRequestView,
} from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import {
  isClean,
  normalizeTagNum,
  SALE_REQUEST_PENDING_MAX,
  validatePigeonForm,
  validateSaleRequestForm,
  validateStaffReason,
} from '@kanat/shared/rules';
import type { SessionUser } from '@kanat/shared/session';
import { and, count, desc, eq, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection';
import { pigeons, saleRequests, users } from '../../db/schema';
import { AppError, invalidFields } from '../../errors';
import { keysetPage, readKeysetCursor } from '../../lib/keyset';
import { auditActorOf, recordAudit } from '../audit';
import type { MediaLibrary } from '../media';
import { insertPigeonRecord, pictureFromMedia } from '../pigeons';
import type { SmsGateway } from '../sms';

const text = messages.adminPigeons.server;
const pageSize = 20;
const ordering = 'created:desc';

type RequestRow = typeof saleRequests.$inferSelect;

export interface SaleRequestDeps {
  db: Db;
  media: MediaLibrary;
  sms: SmsGateway;
  log: FastifyBaseLogger;
}

/** Each request's photos, in order; files already removed by housekeeping are skipped. */
async function photosOf(db: Db, media: MediaLibrary, rows: readonly RequestRow[]) {
  const files = await media.find(
    db,
    rows.flatMap((row) => row.photoMediaIds),
  );
  const byId = new Map(files.map((file) => [file.id, file]));
  return (row: RequestRow) =>
    row.photoMediaIds.flatMap((id) => {
      const file = byId.get(id);
      if (file === undefined) return [];
      const picture = pictureFromMedia(file);
      return [
        { url: picture.url, thumbUrl: picture.thumbUrl ?? file.url, variants: file.variants },
      ];
    });
}

async function serialsOf(db: Db, rows: readonly RequestRow[]): Promise<Map<number, number>> {
  const ids = rows.flatMap((row) => (row.pigeonId === null ? [] : [row.pigeonId]));
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: pigeons.id, serial: pigeons.serial })
    .from(pigeons)
    .where(inArray(pigeons.id, ids));
  return new Map(found.map((row) => [row.id, row.serial]));
}

async function views(db: Db, media: MediaLibrary, rows: RequestRow[]): Promise<SaleRequestView[]> {
  const photos = await photosOf(db, media, rows);
  const serials = await serialsOf(db, rows);
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    tagNum: row.tagNum,
    state: row.state,
    description: row.description,
    wishedPrice: row.wishedPrice,
    photos: photos(row),
    reason: row.status === 'rejected' ? row.decisionReason : null,
    pigeonSerial: row.pigeonId === null ? null : (serials.get(row.pigeonId) ?? null),
    createdAt: row.createdAt.getTime(),
    decidedAt: row.decidedAt?.getTime() ?? null,
  }));
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

async function adminViews(
  db: Db,
  media: MediaLibrary,
  rows: RequestRow[],
): Promise<AdminSaleRequestRow[]> {
  const base = await views(db, media, rows);
  const memberIds = [...new Set(rows.map((row) => row.userId))];
  const members =
    memberIds.length === 0 ? [] : await db.select().from(users).where(inArray(users.id, memberIds));
  const byId = new Map(members.map((member) => [member.id, member]));
  return rows.map((row, i) => {
    const member = byId.get(row.userId);
    return {
      ...(base[i] as SaleRequestView),
      reason: row.decisionReason,
      member: {
        id: row.userId,
        fullname: member?.fullname ?? '',
        username: member?.username ?? null,
        phoneNumber: member?.phoneNumber ?? null,
        province: member?.province ?? '',
        city: member?.city ?? '',
      },
      pigeonId: row.pigeonId,
      decidedBy: row.decidedBy,
    };
  });
}

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

async function pendingRequest(tx: Db, id: number): Promise<RequestRow> {
  const [row] = await tx.select().from(saleRequests).where(eq(saleRequests.id, id)).for('update');
  if (row === undefined) throw new AppError('not-found', text.requestNotFound);
  if (row.status !== 'pending') throw new AppError('failed-precondition', text.requestDecided);
  return row;
}

/** The decision goes out after the commit: a slow or failing SMS never undoes it. */
async function tellMember(deps: SaleRequestDeps, userId: string, message: string): Promise<void> {
  const [member] = await deps.db
    .select({ phone: users.phoneNumber })
    .from(users)
    .where(eq(users.id, userId));
  if (member?.phone == null) return;
  try {
    await deps.sms.send(deps.db, { to: member.phone, text: message, purpose: 'staff-notice' });
  } catch (error) {
    deps.log.warn({ err: error }, 'sale request decision SMS failed');
  }
}

/** Creates the member's pigeon from the request (its photos become the pigeon's pictures). */
export async function acceptSaleRequest(
  deps: SaleRequestDeps,
  staff: SessionUser,
  data: AdminSaleRequestAcceptData,
): Promise<AdminSaleRequestAcceptResult> {
  const { db, media } = deps;
  const result = await db.transaction(async (tx) => {
    const request = await pendingRequest(tx, data.id);
    const values = {
      serial: data.serial ?? null,
      tagNum: data.tagNum ?? request.tagNum,
      ownerId: request.userId,
      state: (data.state ?? request.state).trim(),
      description: (data.description ?? request.description).trim(),
      photoIds: request.photoMediaIds,
    };
    const verdict = validatePigeonForm(values);
    if (!isClean(verdict)) throw invalidFields(verdict.errors);
    const files: MediaFile[] = await media.find(tx, request.photoMediaIds);
    const pigeon = await insertPigeonRecord(tx, {
      serial: values.serial,
      tagNum: values.tagNum,
      ownerId: request.userId,
      active: true,
      state: values.state,
      description: values.description,
      pictures: files.filter((file) => file.kind === 'image').map(pictureFromMedia),
      pedigreeMediaId: null,
    });
    const decidedAt = new Date();
    await tx
      .update(saleRequests)
      .set({
        status: 'accepted',
        pigeonId: pigeon.id,
        decidedBy: staff.uid,
        decidedAt,
        updatedAt: decidedAt,
      })
      .where(eq(saleRequests.id, request.id));
    await recordAudit(tx, {
      actor: auditActorOf(staff),
      action: 'sale-request.accept',
      targetType: 'sale-request',
      targetId: request.id,
      summary: fill(text.auditAccept, { tag: pigeon.tagNum, serial: pigeon.serial }),
      before: { status: 'pending' },
      after: {
        status: 'accepted',
        pigeonId: pigeon.id,
        serial: pigeon.serial,
        tagNum: pigeon.tagNum,
      },
    });
    return { request, pigeon };
  });
  await tellMember(
    deps,
    result.request.userId,
    fill(text.smsAccepted, {
      tag: result.pigeon.tagNum,
      serial: String(result.pigeon.serial).padStart(6, '0'),
    }),
  );
  return { pigeonId: result.pigeon.id, serial: result.pigeon.serial };
}

export async function rejectSaleRequest(
  deps: SaleRequestDeps,
  staff: SessionUser,
  data: { id: number; reason: string },
): Promise<AdminSaleRequestRow> {
  const reason = data.reason.trim();
  const problem = validateStaffReason(reason);
  if (problem !== null) throw invalidFields({ reason: problem });
  const { db, media } = deps;
  const row = await db.transaction(async (tx) => {
    const request = await pendingRequest(tx, data.id);
    const decidedAt = new Date();
    const [updated] = await tx
      .update(saleRequests)
      .set({
        status: 'rejected',
        decisionReason: reason,
        decidedBy: staff.uid,
        decidedAt,
        updatedAt: decidedAt,
      })
      .where(eq(saleRequests.id, request.id))
      .returning();
    if (updated === undefined) throw new AppError('internal');
    await recordAudit(tx, {
      actor: auditActorOf(staff),
      action: 'sale-request.reject',
      targetType: 'sale-request',
      targetId: request.id,
      summary: fill(text.auditReject, { tag: request.tagNum }),
      before: { status: 'pending' },
      after: { status: 'rejected', reason },
    });
    return updated;
  });
  await tellMember(deps, row.userId, fill(text.smsRejected, { tag: row.tagNum, reason }));
  const [view] = await adminViews(db, media, [row]);
  return view as AdminSaleRequestRow;
}
