// How long the site keeps what it no longer needs (issue 35, KVKK retention): the one place
// these periods are set. The retention pass (server/src/modules/retention) applies them; the
// member's own records of sales (bids, results, statements) are not here: the law keeps them.

const day = 24 * 60 * 60_000;

export const RETENTION = {
  /** SMS and mails sent or given up on (the outboxes; in development, the outbox page). */
  sentMessagesMs: 90 * day,
  /** Member notices sent or given up on (outbid, won, payment due, …). */
  sentNoticesMs: 180 * day,
  /** A session's IP address is cut after this long; the session itself lasts as it would. */
  sessionIpMs: 30 * day,
  /** A contact-form message's IP address (kept to stop abuse) is cut after this long. */
  contactIpMs: 30 * day,
  /**
   * An erased member's sales records (bids, results, statements) are kept under a pseudonym
   * this many years (commercial books: Turkish Commercial Code art. 82, ten years).
   */
  salesRecordsYears: 10,
} as const;
