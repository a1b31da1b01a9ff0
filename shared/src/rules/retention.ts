// How long the site keeps what it no longer needs (issue 35, KVKK retention): the one place
// these periods are set. Administrators change them in the console (Saklama süreleri, stored
// in site_settings 'retention'), within the bounds below; these are the defaults. The
// retention pass (server/src/modules/retention) applies them, and erasure keeps an erased
// member's sales records for `salesRecordsYears`.

const day = 24 * 60 * 60_000;

/** The periods, as the console shows and stores them: days, and years for sales records. */
export interface RetentionSettings {
  /** SMS and mails sent or given up on (the outboxes; in development, the outbox page). */
  sentMessagesDays: number;
  /** Member notices sent or given up on (outbid, won, payment due, …). */
  sentNoticesDays: number;
  /** A session's IP address is cut after this long; the session itself lasts as it would. */
  sessionIpDays: number;
  /** A contact-form message's IP address (kept to stop abuse) is cut after this long. */
  contactIpDays: number;
  /**
   * An erased member's sales records (bids, results, statements) are kept under a pseudonym
   * this many years (commercial books: Turkish Commercial Code art. 82, ten years).
   */
  salesRecordsYears: number;
}

export const RETENTION_DEFAULTS: RetentionSettings = {
  sentMessagesDays: 90,
  sentNoticesDays: 180,
  sessionIpDays: 30,
  contactIpDays: 30,
  salesRecordsYears: 10,
};

/**
 * The least and the most each period may be set to. Sales records never under ten years (the
 * law's floor); an address long enough to see abuse, never kept past a year.
 */
export const RETENTION_BOUNDS: Record<keyof RetentionSettings, readonly [number, number]> = {
  sentMessagesDays: [7, 730],
  sentNoticesDays: [30, 730],
  sessionIpDays: [1, 365],
  contactIpDays: [1, 365],
  salesRecordsYears: [10, 30],
};

export const RETENTION_KEYS = Object.keys(RETENTION_DEFAULTS) as Array<keyof RetentionSettings>;

/** The settings stored, each checked: a missing or unusable value is its default. */
export function retentionSettingsOf(stored: unknown): RetentionSettings {
  const given =
    typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const settings = { ...RETENTION_DEFAULTS };
  for (const key of RETENTION_KEYS) {
    const value = given[key];
    const [least, most] = RETENTION_BOUNDS[key];
    if (typeof value === 'number' && Number.isInteger(value) && value >= least && value <= most) {
      settings[key] = value;
    }
  }
  return settings;
}

/** The first period out of its bounds, or null: what a save is checked with. */
export function retentionProblem(
  settings: RetentionSettings,
): { key: keyof RetentionSettings; least: number; most: number } | null {
  for (const key of RETENTION_KEYS) {
    const value = settings[key];
    const [least, most] = RETENTION_BOUNDS[key];
    if (!Number.isInteger(value) || value < least || value > most) return { key, least, most };
  }
  return null;
}

/** The periods in ms, as the pass needs them. */
export function retentionMs(settings: RetentionSettings) {
  return {
    sentMessagesMs: settings.sentMessagesDays * day,
    sentNoticesMs: settings.sentNoticesDays * day,
    sessionIpMs: settings.sessionIpDays * day,
    contactIpMs: settings.contactIpDays * day,
  };
}

/** The defaults in ms (the tests' and the documents' fixed reference). */
export const RETENTION = {
  ...retentionMs(RETENTION_DEFAULTS),
  salesRecordsYears: RETENTION_DEFAULTS.salesRecordsYears,
} as const;
