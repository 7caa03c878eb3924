import { hasSqlState } from './sql-state';

/** Whether a database error is a foreign key's refusal (SQLSTATE 23503): the row referred to does not exist, or was just deleted. */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasSqlState(error, '23503');
}
