import { hasSqlState } from './sql-state';

/**
 * Whether a database error (PostgreSQL or PGlite, possibly wrapped by Drizzle) is a unique
 * constraint's refusal: SQLSTATE 23505. Lets a use case answer "already taken" to the loser of a race.
 */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, '23505');
}
