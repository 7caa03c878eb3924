/**
 * Whether a database error (PostgreSQL or PGlite, possibly wrapped by Drizzle) is a unique
 * constraint's refusal: SQLSTATE 23505. Lets a use case answer "already taken" to the loser of a race.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
