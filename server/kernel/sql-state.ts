/** Whether a database error (PostgreSQL or PGlite, possibly wrapped by Drizzle) has this SQLSTATE. */
export function hasSqlState(error: unknown, state: string): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === state) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
