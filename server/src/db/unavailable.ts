/**
 * Whether an error means the database is out of reach (stopped, restarting, cut off,
 * out of connections), as opposed to a bug in a query. Such errors answer 503 with a Turkish
 * message, and the server recovers by itself once the database is back.
 */

/** Node socket errors of a connection that could not be made or was lost. */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01-57P03 (the server is shutting
 * down, crashed or not yet accepting connections), 53300 (too many connections).
 */
function isUnavailableState(code: string): boolean {
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code);
}

/** node-postgres words these without a code. */
const driverMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error (`cause`); AggregateError holds one per address tried.
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === null || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (socketCodes.has(code) || isUnavailableState(code))) {
      return true;
    }
    if (typeof message === 'string' && driverMessages.some((m) => message.includes(m))) {
      return true;
    }
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return false;
}
