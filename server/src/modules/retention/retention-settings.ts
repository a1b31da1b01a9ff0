import type { AdminRetentionView } from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import {
  RETENTION_BOUNDS,
  RETENTION_DEFAULTS,
  type RetentionSettings,
  retentionProblem,
  retentionSettingsOf,
} from '@kanat/shared/rules';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { auditLog, siteSettings } from '../../db/schema';
import { AppError } from '../../errors';
import { type AuditActor, recordAudit } from '../audit';

/** site_settings key of the retention periods (one object, `RetentionSettings`). */
const retentionKey = 'retention';

/** The periods in force: staff's, each within its bounds, else the default. */
export async function getRetentionSettings(db: Db): Promise<RetentionSettings> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, retentionKey));
  return retentionSettingsOf(row?.value);
}

/** How many of the pass's latest reports the console shows. */
const passesShown = 10;

/** `adminRetention`: the periods, their defaults and bounds, and the latest passes' reports. */
export async function retentionView(db: Db): Promise<AdminRetentionView> {
  const passes = await db
    .select({ at: auditLog.createdAt, summary: auditLog.summary })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'retention.purge'), eq(auditLog.targetType, 'site')))
    .orderBy(desc(auditLog.id))
    .limit(passesShown);
  return {
    settings: await getRetentionSettings(db),
    defaults: RETENTION_DEFAULTS,
    bounds: Object.fromEntries(
      Object.entries(RETENTION_BOUNDS).map(([key, [least, most]]) => [key, { least, most }]),
    ) as AdminRetentionView['bounds'],
    passes: passes.map((pass) => ({ at: pass.at.getTime(), summary: pass.summary })),
  };
}

/** `adminRetentionSave`: the administrator sets the periods; each within bounds; audited. */
export async function saveRetentionSettings(
  db: Db,
  actor: AuditActor,
  settings: RetentionSettings,
): Promise<AdminRetentionView> {
  const problem = retentionProblem(settings);
  if (problem !== null) {
    throw new AppError(
      'invalid-argument',
      fill(messages.retention.outOfBounds, {
        name: messages.retention.fields[problem.key],
        least: problem.least,
        most: problem.most,
      }),
    );
  }
  await db.transaction(async (tx) => {
    const before = await getRetentionSettings(tx);
    await tx
      .insert(siteSettings)
      .values({ key: retentionKey, value: settings })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value: settings, updatedAt: sql`now()` },
      });
    await recordAudit(tx, {
      actor,
      action: 'retention.settings',
      targetType: 'site',
      targetId: 'retention-settings',
      summary: messages.retention.settingsAudit,
      before,
      after: settings,
    });
  });
  return retentionView(db);
}
