import type {
  AdminSaleRequestAcceptData,
  AdminSaleRequestAcceptResult,
  AdminSaleRequestRow,
  MediaFile,
} from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import { isClean, validatePigeonForm, validateStaffReason } from '@kanat/shared/rules';
import type { SessionUser } from '@kanat/shared/session';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { saleRequests, users } from '../../db/schema';
import { AppError, invalidFields } from '../../errors';
import { auditActorOf, recordAudit } from '../audit';
import { insertPigeonRecord, pictureFromMedia, writeRaceResults } from '../pigeons';
import { adminViews, type RequestRow } from './sale-request-views';
import type { SaleRequestDeps } from './sale-requests-service';

// Staff's decision on a pending request: accepted (it becomes the member's pigeon) or
// rejected with a reason; either way the member is told by SMS.

const text = messages.adminPigeons.server;

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

/**
 * Creates the member's pigeon from the request (its photos become the pigeon's pictures, its
 * race results the pigeon's results).
 */
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
    // The results the member gave, checked when the request was made, become the pigeon's.
    await writeRaceResults(tx, pigeon.id, request.races);
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
