/** Whether a database error is a unique-constraint violation (SQLSTATE 23505) on either driver. */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let e: unknown = error, depth = 0;
    e !== null && typeof e === 'object' && depth < 4;
    depth += 1
  ) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
