import type { LegalKind } from '@kanat/shared/rules';
import { legalAcknowledgements, legalTexts } from '@kanat/shared/tables';
import { and, desc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/connection';

export type LegalTextRow = typeof legalTexts.$inferSelect;

/** The newest version of a kind; undefined while none is published. */
export async function selectCurrentText(
  db: Db,
  kind: LegalKind,
): Promise<LegalTextRow | undefined> {
  const [row] = await db
    .select()
    .from(legalTexts)
    .where(eq(legalTexts.kind, kind))
    .orderBy(desc(legalTexts.version))
    .limit(1);
  return row;
}

/** The newest version number of each kind asked about (kinds with none are absent). */
export async function selectCurrentVersions(
  db: Db,
  kinds: readonly LegalKind[],
): Promise<Map<string, number>> {
  const rows = await db
    .select({ kind: legalTexts.kind, version: max(legalTexts.version) })
    .from(legalTexts)
    .where(inArray(legalTexts.kind, [...kinds]))
    .groupBy(legalTexts.kind);
  return new Map(rows.flatMap((row) => (row.version === null ? [] : [[row.kind, row.version]])));
}

/** Every version of every kind, newest first within a kind. */
export async function selectAllTexts(db: Db): Promise<LegalTextRow[]> {
  return db.select().from(legalTexts).orderBy(legalTexts.kind, desc(legalTexts.version));
}

/**
 * Publishes the next version of a kind. Two publications at once compute the same number and
 * one fails the (kind, version) unique key; the caller runs it in a transaction.
 */
export async function insertNextVersion(
  db: Db,
  input: { kind: LegalKind; title: string; html: string; createdBy: string | null },
): Promise<LegalTextRow> {
  const current = await selectCurrentText(db, input.kind);
  const [row] = await db
    .insert(legalTexts)
    .values({ ...input, version: (current?.version ?? 0) + 1 })
    .returning();
  if (row === undefined) throw new Error('legal text insert returned no row');
  return row;
}

/** Writes version 1 of a kind unless any version exists. */
export async function insertFirstVersion(
  db: Db,
  input: { kind: LegalKind; title: string; html: string },
): Promise<void> {
  await db
    .insert(legalTexts)
    .values({ ...input, version: 1, createdBy: null })
    .onConflictDoNothing();
}

export async function insertAcknowledgements(
  db: Db,
  rows: { userId: string; kind: LegalKind; version: number; userAgent: string | null }[],
): Promise<void> {
  if (rows.length > 0) await db.insert(legalAcknowledgements).values(rows);
}

/** A member's acknowledgements, newest first. */
export async function selectAcknowledgements(db: Db, userId: string) {
  return db
    .select({
      kind: legalAcknowledgements.kind,
      version: legalAcknowledgements.version,
      acknowledgedAt: legalAcknowledgements.acknowledgedAt,
    })
    .from(legalAcknowledgements)
    .where(eq(legalAcknowledgements.userId, userId))
    .orderBy(desc(legalAcknowledgements.acknowledgedAt), desc(legalAcknowledgements.id));
}

export async function hasAcknowledged(
  db: Db,
  userId: string,
  kind: LegalKind,
  version: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: legalAcknowledgements.id })
    .from(legalAcknowledgements)
    .where(
      and(
        eq(legalAcknowledgements.userId, userId),
        eq(legalAcknowledgements.kind, kind),
        eq(legalAcknowledgements.version, version),
      ),
    )
    .limit(1);
  return row !== undefined;
}
