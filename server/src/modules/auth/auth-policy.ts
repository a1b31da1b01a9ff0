/**
 * The numbers of the account security rules in one place (SPEC §4, §9 and server/README.md,
 * "Codes and limits"), so a reviewer sees every lifetime and limit together.
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

  /**
   * Fixed-window limits kept in the database, so they hold across server instances. The
   * numbers, and the guesses they leave an attacker, are explained in server/README.md
   * ("Limits and lock-outs").
   */
  limits: {
    /** Sign-in codes (registration, a new device's key): sent only after a password. */
    signInSmsPerPhone: { limit: 5, windowMs: 60 * 60_000 },
    /** Reset codes: anyone who knows the phone may ask, so they have a budget of their own. */
    resetSmsPerPhone: { limit: 5, windowMs: 60 * 60_000 },
    smsPerIp: { limit: 30, windowMs: 60 * 60_000 },
    /** Wrong passwords for one phone from one address: a stranger stops here. */
    loginFailuresPerPhoneAndIp: { limit: 5, windowMs: 15 * 60_000 },
    /**
     * Wrong passwords for one phone from everywhere but its registered devices: bounds a
     * spread-out attack (OWASP ASVS 2.2.1 allows at most 100 an hour).
     */
    loginFailuresPerPhone: { limit: 100, windowMs: 24 * 60 * 60_000 },
    /** Wrong passwords from a device holding one of the account's keys: the owner's lane. */
    loginFailuresPerDevice: { limit: 10, windowMs: 15 * 60_000 },
    /** Failed sign-ins and unknown-phone look-ups from one address, across phones. */
    loginFailuresPerIp: { limit: 50, windowMs: 15 * 60_000 },
    codeFailuresPerIp: { limit: 50, windowMs: 15 * 60_000 },
    accountsPerIp: { limit: 20, windowMs: 60 * 60_000 },
    /** The registration pre-check (it tells whether a phone or username is taken). */
    prechecksPerIp: { limit: 30, windowMs: 15 * 60_000 },
    prechecksPerSession: { limit: 15, windowMs: 15 * 60_000 },
    /** saveRegistrationPhone and register calls of one registration. */
    registrationCallsPerSession: { limit: 20, windowMs: 60 * 60_000 },
    passwordChecksPerUser: { limit: 10, windowMs: 15 * 60_000 },
  },
} as const;

export interface RateLimit {
  limit: number;
  windowMs: number;
}
