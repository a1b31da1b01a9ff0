/**
 * The numbers of the account security rules in one place (SPEC §4, §9 and API-ACCOUNTS.md),
 * so a reviewer sees every lifetime and limit together.
 */
export const authPolicy = {
  /** The session cookie's name; its value is a random token whose hash is the row key. */
  cookieName: 'km_session',
  /** A signed-in session lives this long after its last use. */
  activeSessionMs: 30 * 24 * 60 * 60_000,
  /** Password accepted, second factor still due. */
  pendingMfaSessionMs: 15 * 60_000,
  /** lastSeenAt / expiry are refreshed at most this often (one write per hour, not per request). */
  sessionTouchMs: 60 * 60_000,

  codeDigits: 6,
  /** A code may be answered for this long. */
  codeTtlMs: 10 * 60_000,
  /** SPEC §9: a new code only after 180 s; earlier requests get the pending one back. */
  codeResendMs: 180_000,
  /** Wrong answers that burn a code. */
  codeMaxAttempts: 5,
  /** A correctly answered code proves the phone for registration and key registration. */
  phoneProofMs: 10 * 60_000,

  challengeBytes: 32,
  challengeTtlMs: 2 * 60_000,
  /** Second-factor token lifetime; the client reuses one for 4 s. */
  mfaTokenTtlMs: 60_000,
  passwordResetTokenTtlMs: 30 * 60_000,

  /** Fixed-window limits kept in the database, so they hold across server instances. */
  limits: {
    smsPerPhone: { limit: 5, windowMs: 60 * 60_000 },
    smsPerIp: { limit: 30, windowMs: 60 * 60_000 },
    loginFailuresPerPhone: { limit: 10, windowMs: 15 * 60_000 },
    loginFailuresPerIp: { limit: 50, windowMs: 15 * 60_000 },
    codeFailuresPerIp: { limit: 50, windowMs: 15 * 60_000 },
    accountsPerIp: { limit: 20, windowMs: 60 * 60_000 },
    passwordChecksPerUser: { limit: 10, windowMs: 15 * 60_000 },
  },
} as const;

export interface RateLimit {
  limit: number;
  windowMs: number;
}
