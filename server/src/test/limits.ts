// Time limits of the tests (the server's, the browser tests' and the crash runs'). Every wait
// is for a condition (an answer, a process ready, an element drawn, a mail); a limit only says
// when waiting any longer means a hang, never how fast a machine should be. A quiet CI machine
// meets each condition in a few seconds; one with other work beside it (load 10 to 24 on two
// cores) can be ten times slower, so the limits are sized for that with room to spare.

/** One wait for one condition: a process ready, an answer, a page drawn, a mail, a lock. */
export const WAIT_MS = 180_000;

/**
 * A test or hook as a whole: a backstop behind its waits, each bounded by WAIT_MS. A test of
 * many waits in a row (one per page of a long list) names its own limit with `waits(n)`.
 */
export const TEST_MS = 5 * WAIT_MS;

/** The limit of a test made of `n` waits in a row (never below TEST_MS). */
export const waits = (n: number): number => Math.max(n * WAIT_MS, TEST_MS);
