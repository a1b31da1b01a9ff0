import type { LiveLimits } from '../../config';
import type { Database } from '../../db/connection';
import { type CapsLogger, InstanceStreamCaps, type StreamCaps } from './live-caps-local';
import { SiteStreamCaps } from './live-caps-site';

export type { Admission, StreamCaps } from './live-caps-local';

/** The caps for `database`: site-wide through PostgreSQL, or this process's on PGlite. */
export function createStreamCaps(
  database: Database,
  limits: LiveLimits,
  log: CapsLogger,
): StreamCaps {
  return database.kind === 'postgres'
    ? new SiteStreamCaps(database.db, limits, log)
    : new InstanceStreamCaps(limits);
}
