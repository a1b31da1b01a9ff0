import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type {
  AdminLegalTextSaveData,
  AdminLegalTextsResult,
  LegalTextVersion,
  MyLegalAcknowledgements,
  RegistrationAcknowledgement,
} from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import {
  isLegalKind,
  LEGAL_KINDS,
  type LegalKind,
  REGISTRATION_LEGAL_KINDS,
} from '@kanat/shared/rules';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors';
import { type AuditActor, actorUid, recordAudit } from '../audit';
import { sanitizeNewsHtml } from '../news';
import {
  hasAcknowledged,
  insertAcknowledgements,
  insertFirstVersion,
  insertNextVersion,
  type LegalTextRow,
  selectAcknowledgements,
  selectAllTexts,
  selectCurrentText,
  selectCurrentVersions,
} from './legal-repository';

const texts = messages.adminLegal;

/** The shipped files the first version of each kind is made of (in the static folder). */
export const SHIPPED_LEGAL_FILES: Record<LegalKind, string> = {
  notice: 'kurumsal/aydinlatma-metni.html',
  terms: 'kurumsal/kullanim-kosullari.html',
  privacy: 'kurumsal/gizlilik-politikasi.html',
  cookies: 'kurumsal/cerez-politikasi.html',
  marketing: 'kurumsal/ticari-ileti-onayi.html',
  'sale-contract': 'kurumsal/on-bilgilendirme-ve-satis-kosullari.html',
};

function versionView(row: LegalTextRow): LegalTextVersion {
  return {
    kind: row.kind as LegalKind,
    version: row.version,
    title: row.title,
    html: row.html,
    createdAt: row.createdAt.getTime(),
  };
}

/** A shipped page's leading <h1> becomes the title; the rest is the text. */
export function splitShippedPage(file: string, fallbackTitle: string) {
  const match = /^\s*<h1>([^<]*)<\/h1>/.exec(file);
  if (match === null) return { title: fallbackTitle, html: sanitizeNewsHtml(file) };
  return {
    title: match[1]?.trim() || fallbackTitle,
    html: sanitizeNewsHtml(file.slice(match[0].length)),
  };
}

/**
 * Version 1 of each kind from the shipped files, written only for a kind with no version yet
 * (a start-up step: staff's publications are never touched).
 */
export async function ensureLegalTextDefaults(db: Db, staticDir: string): Promise<void> {
  const current = await selectCurrentVersions(db, LEGAL_KINDS);
  for (const kind of LEGAL_KINDS) {
    if (current.has(kind)) continue;
    const file = await readFile(path.join(staticDir, SHIPPED_LEGAL_FILES[kind]), 'utf8');
    await insertFirstVersion(db, { kind, ...splitShippedPage(file, texts.kinds[kind]) });
  }
}

/** The current version of a kind, for the public pages. */
export async function currentLegalText(db: Db, kind: LegalKind): Promise<LegalTextVersion> {
  const row = await selectCurrentText(db, kind);
  if (row === undefined) throw new AppError('not-found', texts.server.notPublished);
  return versionView(row);
}

/** Every kind with all its versions, newest first. */
export async function adminLegalTexts(db: Db): Promise<AdminLegalTextsResult> {
  const rows = await selectAllTexts(db);
  return {
    kinds: LEGAL_KINDS.map((kind) => ({
      kind,
      versions: rows
        .filter((row) => row.kind === kind)
        .map((row) => ({ ...versionView(row), createdBy: row.createdBy })),
    })),
  };
}

/** Publishes the next version of a kind; an older version is never changed. */
export async function publishLegalText(
  db: Db,
  actor: AuditActor,
  data: AdminLegalTextSaveData,
): Promise<LegalTextVersion> {
  const title = data.title.trim();
  if (title === '') throw new AppError('invalid-argument', texts.server.titleEmpty);
  const html = sanitizeNewsHtml(data.html);
  if (html === '') throw new AppError('invalid-argument', texts.server.htmlEmpty);
  return db.transaction(async (tx) => {
    const row = await insertNextVersion(tx, {
      kind: data.kind,
      title,
      html,
      createdBy: actorUid(actor),
    });
    await recordAudit(tx, {
      actor,
      action: 'legal.publish',
      // The legal texts are part of the site's settings: one target per kind.
      targetType: 'site',
      targetId: `legal:${row.kind}`,
      summary: fill(texts.server.audit.publish, {
        title,
        kind: texts.kinds[data.kind],
        version: String(row.version),
      }),
      before: null,
      after: { kind: row.kind, version: row.version, title },
    });
    return versionView(row);
  });
}

/**
 * Refuses a registration that did not show the current notice and terms: missing
 * acknowledgement, or a version older than the current one.
 */
export async function assertRegistrationAcknowledgement(
  db: Db,
  shown: RegistrationAcknowledgement | undefined,
): Promise<RegistrationAcknowledgement> {
  if (shown === undefined) {
    throw new AppError('invalid-argument', texts.server.acknowledgementMissing);
  }
  const current = await selectCurrentVersions(db, REGISTRATION_LEGAL_KINDS);
  for (const kind of REGISTRATION_LEGAL_KINDS) {
    if (current.get(kind) !== shown[kind]) {
      throw new AppError('failed-precondition', texts.server.stale);
    }
  }
  return shown;
}

/** Records what a new member was shown (inside the registration's transaction). */
export async function recordRegistrationAcknowledgement(
  db: Db,
  userId: string,
  shown: RegistrationAcknowledgement,
  userAgent: string | null,
): Promise<void> {
  await insertAcknowledgements(
    db,
    REGISTRATION_LEGAL_KINDS.map((kind) => ({ userId, kind, version: shown[kind], userAgent })),
  );
}

export async function myLegalAcknowledgements(
  db: Db,
  userId: string,
): Promise<MyLegalAcknowledgements> {
  const rows = await selectAcknowledgements(db, userId);
  const current = await selectCurrentVersions(db, ['notice']);
  return {
    acknowledgements: rows.flatMap((row) =>
      isLegalKind(row.kind)
        ? [{ kind: row.kind, version: row.version, acknowledgedAt: row.acknowledgedAt.getTime() }]
        : [],
    ),
    currentNotice: current.get('notice') ?? null,
  };
}

/** A member acknowledges the current notice (again harmless). */
export async function acknowledgeNotice(
  db: Db,
  userId: string,
  version: number,
  userAgent: string | null,
): Promise<void> {
  const current = await selectCurrentVersions(db, ['notice']);
  if (current.get('notice') !== version)
    throw new AppError('failed-precondition', texts.server.stale);
  if (await hasAcknowledged(db, userId, 'notice', version)) return;
  await insertAcknowledgements(db, [{ userId, kind: 'notice', version, userAgent }]);
}
