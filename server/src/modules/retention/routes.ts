import { callables } from '@kanat/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { auditActorOf } from '../audit';
import { retentionView, saveRetentionSettings } from './retention-settings';

/** The console's retention periods (issue 35): administrators, with the site's settings. */
export async function retentionRoutes(app: FastifyInstance) {
  app.callable({
    name: 'adminRetention',
    access: { area: 'siteSettings' },
    summary: 'Konsol: saklama süreleri, varsayılanları ve sınırları, son silme turları',
    ...callables.adminRetention,
    handler: (_data, { db }) => retentionView(db),
  });

  app.callable({
    name: 'adminRetentionSave',
    access: { area: 'siteSettings' },
    summary: 'Konsol: saklama sürelerini kaydet (her biri kendi sınırları içinde)',
    ...callables.adminRetentionSave,
    handler: (data, { db, user }) => saveRetentionSettings(db, auditActorOf(user), data),
  });
}
