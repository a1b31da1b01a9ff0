import {
  type AdminGroupSaveData,
  maxStaggerSeconds,
  type SessionUser,
} from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import { validatePublishTime } from '@kanat/shared/rules';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { readDatabaseNow } from '../../db/clock';
import type { Db } from '../../db/connection';
import { auctionContainers } from '../../db/schema';
import { AppError } from '../../errors';
import { auditActorOf, recordAudit } from '../audit';
import { livePaths, publishLiveMany } from '../live';
import {
  hasChildren,
  hasOngoingLots,
  selectGroup,
  selectPhotoMediaId,
  spreadLotEnds,
} from './admin-groups-repository';
import { selectRoots } from './closing-scheduler';
import {
  lockContainers,
  moveToArchive,
  recomputeSummary,
  selectChainsDeepestFirst,
} from './containers-repository';

// Staff's changes to groups: saving one (new or edited) and archiving one.

const text = messages.adminAuctions;

/** The parts of the app a group change uses. */
export type GroupServices = Pick<FastifyInstance, 'db' | 'media'>;

interface CheckedGroup {
  parentId: number;
  name: string;
  description: string;
  photoId: string | null;
  isFinalContainer: boolean;
  startedOn: number;
  endingTime: number;
  staggerSeconds: number | null;
  publish: 'now' | 'draft' | { at: number };
  lotsBeforeStart: boolean;
}

/** The rules the contract cannot state, with the catalogue's Turkish messages. */
function checkGroup(data: AdminGroupSaveData): CheckedGroup {
  const name = data.name.trim();
  if (name === '') throw new AppError('invalid-argument', text.nameRequired);
  if (data.endingTime <= data.startedOn) {
    throw new AppError('invalid-argument', text.endBeforeStart);
  }
  const stagger = data.staggerSeconds === 0 ? null : data.staggerSeconds;
  if (stagger !== null && (stagger < 60 || stagger > maxStaggerSeconds))
    throw new AppError('invalid-argument', text.staggerInvalid);
  return {
    parentId: Number(data.parentId),
    name,
    description: data.description.trim(),
    photoId: data.photoId,
    isFinalContainer: data.isFinalContainer,
    startedOn: data.startedOn,
    endingTime: data.endingTime,
    staggerSeconds: stagger,
    publish: data.publish ?? 'now',
    lotsBeforeStart: data.lotsBeforeStart ?? true,
  };
}

/**
 * The publish time a save stores: now for 'now' (a group already on the site keeps its time),
 * null for a draft, the chosen time otherwise (not after the start, unless already passed).
 */
function publishTime(
  input: CheckedGroup,
  existing: { publishOn: number | null } | undefined,
  now: number,
): number | null {
  if (input.publish === 'draft') return null;
  if (input.publish === 'now') {
    const current = existing?.publishOn ?? null;
    return current !== null && current <= now ? current : now;
  }
  const problem = validatePublishTime(input.publish.at, input.startedOn, now);
  if (problem !== null) throw new AppError('invalid-argument', problem);
  return input.publish.at;
}

/** Recomputes each chain (a container and the groups above it) deepest first. */
async function recomputeChains(tx: Db, starts: Array<number | null>): Promise<number[]> {
  const touched: number[] = [];
  const chains: number[][] = [];
  for (const start of starts) {
    if (start !== null) chains.push(await selectChainsDeepestFirst(tx, [start]));
  }
  await lockContainers(tx, [...new Set(chains.flat())]);
  for (const chain of chains) {
    for (const id of chain) {
      await recomputeSummary(tx, id);
      touched.push(id);
    }
  }
  const unique = [...new Set(touched)];
  await publishLiveMany(
    tx,
    unique.map((id) => livePaths.containerSummary(id)),
  );
  return unique;
}

/**
 * `adminGroupSave`: creates a group under a folder, or edits one. Changing the end or the
 * interval spreads again the ends of the lots nobody has bid on yet.
 */
export async function saveGroup(
  app: GroupServices,
  user: SessionUser,
  data: AdminGroupSaveData,
): Promise<{ id: string }> {
  const input = checkGroup(data);
  const now = Date.now();
  return app.db.transaction(async (tx) => {
    const roots = await selectRoots(tx);
    const parent = await selectGroup(tx, input.parentId);
    if (parent === undefined) throw new AppError('invalid-argument', text.parentMissing);
    if (parent.isFinalContainer) throw new AppError('invalid-argument', text.parentFinal);
    if (parent.isArchive) throw new AppError('invalid-argument', text.parentArchive);

    const existing = data.id === undefined ? undefined : await selectGroup(tx, Number(data.id));
    if (data.id !== undefined && existing === undefined) {
      throw new AppError('not-found', text.groupNotFound);
    }
    const scheduleChanged =
      existing === undefined ||
      existing.endingTime !== input.endingTime ||
      existing.startedOn !== input.startedOn ||
      existing.staggerSeconds !== input.staggerSeconds;
    if (scheduleChanged && input.endingTime <= now && existing?.endingTime !== input.endingTime) {
      throw new AppError('invalid-argument', text.endInPast);
    }

    let photo: string | null = null;
    if (data.keepPhoto === true && existing !== undefined) photo = existing.photo;
    else if (input.photoId !== null) {
      const current = await selectPhotoMediaId(tx, existing?.photo ?? null);
      if (input.photoId === current) photo = existing?.photo ?? null;
      else {
        const [file] = await app.media.claim(tx, [input.photoId], { purposes: ['group-photo'] });
        photo = file?.url ?? null;
      }
    }
    const releasePhoto = async () => {
      if (existing === undefined || existing.photo === photo) return;
      const old = await selectPhotoMediaId(tx, existing.photo);
      if (old !== null) await app.media.release(tx, [old]);
    };

    const values = {
      parentId: input.parentId,
      publishOn: publishTime(input, existing, now),
      name: input.name,
      description: input.description,
      photo,
      isFinalContainer: input.isFinalContainer,
      startedOn: input.startedOn,
      endingTime: input.endingTime,
      staggerSeconds: input.staggerSeconds,
      lotsBeforeStart: input.lotsBeforeStart,
      updatedAt: new Date(),
    };

    if (existing === undefined) {
      const [row] = await tx
        .insert(auctionContainers)
        .values({ ...values, isArchive: false, expiry: input.endingTime })
        .returning({ id: auctionContainers.id });
      if (row === undefined) throw new AppError('internal');
      await recordAudit(tx, {
        actor: auditActorOf(user),
        action: 'group.create',
        targetType: 'group',
        targetId: row.id,
        summary: fill(text.auditGroupCreate, { name: input.name }),
        before: null,
        after: values,
      });
      await recomputeChains(tx, [row.id]);
      return { id: String(row.id) };
    }

    const id = existing.id;
    if (id === roots.vitrine || id === roots.archive) {
      throw new AppError('invalid-argument', text.rootNotEditable);
    }
    if (existing.isArchive) throw new AppError('invalid-argument', text.groupArchived);
    if (existing.isFinalContainer !== input.isFinalContainer && (await hasChildren(tx, id))) {
      throw new AppError('invalid-argument', text.kindLocked);
    }
    if (input.parentId !== existing.parentId) {
      const above = await selectChainsDeepestFirst(tx, [input.parentId]);
      if (above.includes(id)) throw new AppError('invalid-argument', text.parentCycle);
    }

    // The lots' rows first, then the groups': the order every bid locks them in.
    if (scheduleChanged && input.isFinalContainer) {
      const moved = await spreadLotEnds(tx, id, {
        startedOn: input.startedOn,
        endingTime: input.endingTime,
        stepMs: (input.staggerSeconds ?? 0) * 1000,
      });
      // Each moved lot's `auctions/{id}` carries its new expiry; told at commit.
      await publishLiveMany(
        tx,
        moved.map((lot) => livePaths.auction(lot)),
      );
    }
    await releasePhoto();
    await tx
      .update(auctionContainers)
      .set(
        // An empty group's end is its own; recomputeSummary keeps it until lots arrive.
        scheduleChanged ? { ...values, expiry: input.endingTime } : values,
      )
      .where(eq(auctionContainers.id, id));
    const before = {
      parentId: existing.parentId,
      name: existing.name,
      description: existing.description,
      photo: existing.photo,
      isFinalContainer: existing.isFinalContainer,
      startedOn: existing.startedOn,
      endingTime: existing.endingTime,
      staggerSeconds: existing.staggerSeconds,
      publishOn: existing.publishOn,
      lotsBeforeStart: existing.lotsBeforeStart,
    };
    await recordAudit(tx, {
      actor: auditActorOf(user),
      action: 'group.edit',
      targetType: 'group',
      targetId: id,
      summary: fill(text.auditGroupEdit, { name: input.name }),
      before,
      after: { ...values, updatedAt: undefined },
    });
    await recomputeChains(tx, [
      id,
      existing.parentId === input.parentId ? null : existing.parentId,
    ]);
    return { id: String(id) };
  });
}

/** `adminGroupArchive`: moves a finished group, with everything in it, into the archive. */
export async function archiveGroup(db: Db, user: SessionUser, id: number): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const { vitrine, archive } = await selectRoots(tx);
    if (archive === null) throw new AppError('failed-precondition', text.archiveRootMissing);
    const group = await selectGroup(tx, id);
    if (group === undefined) throw new AppError('not-found', text.groupNotFound);
    if (id === vitrine || id === archive) {
      throw new AppError('invalid-argument', text.rootNotEditable);
    }
    if (group.isArchive) throw new AppError('failed-precondition', text.alreadyArchived);
    if (await hasOngoingLots(tx, id)) {
      throw new AppError('failed-precondition', text.archiveNotFinished);
    }
    const oldParent = group.parentId;
    await lockContainers(tx, [...(await selectChainsDeepestFirst(tx, [id])), archive]);
    await moveToArchive(tx, id, archive);
    await tx
      .update(auctionContainers)
      .set({ archivedAt: new Date() })
      .where(eq(auctionContainers.id, id));
    await recordAudit(tx, {
      actor: auditActorOf(user),
      action: 'group.archive',
      targetType: 'group',
      targetId: id,
      summary: fill(text.auditGroupArchive, { name: group.name }),
      before: { parentId: oldParent, isArchive: false },
      after: { parentId: archive, isArchive: true },
    });
    await recomputeChains(tx, [oldParent, archive]);
    await publishLiveMany(tx, [livePaths.containerSummary(id)]);
    return { id: String(id) };
  });
}

/**
 * `adminGroupPublish`: puts a draft or scheduled group, and its lots, on the site now (their
 * bids open then, if the start has come).
 */
export async function publishGroup(
  db: Db,
  user: SessionUser,
  id: number,
): Promise<{ publishOn: number }> {
  return db.transaction(async (tx) => {
    const { vitrine, archive } = await selectRoots(tx);
    const group = await selectGroup(tx, id);
    if (group === undefined) throw new AppError('not-found', text.groupNotFound);
    if (id === vitrine || id === archive) {
      throw new AppError('invalid-argument', text.rootNotEditable);
    }
    // The database's clock, which every public road judges the publish time by.
    const now = await readDatabaseNow(tx);
    if (group.publishOn !== null && group.publishOn <= now) {
      throw new AppError('failed-precondition', text.alreadyPublished);
    }
    await tx
      .update(auctionContainers)
      .set({ publishOn: now, updatedAt: new Date() })
      .where(eq(auctionContainers.id, id));
    await recordAudit(tx, {
      actor: auditActorOf(user),
      action: 'group.publish',
      targetType: 'group',
      targetId: id,
      summary: fill(text.auditGroupPublish, { name: group.name }),
      before: { publishOn: group.publishOn },
      after: { publishOn: now },
    });
    await publishLiveMany(tx, [livePaths.containerSummary(id)]);
    return { publishOn: now };
  });
}
