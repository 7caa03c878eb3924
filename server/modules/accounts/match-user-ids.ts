import { asc } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { parseInput, requireAdministrator } from '../../kernel';
import { userSearchCondition } from './list-users';

/** At most this many people match a filter: more is no longer a filter by one person. */
export const maxMatchedUsers = 500;

export const matchUserIdsInput = z.object({ q: z.string().trim().min(1, 'Enter a name or an e-mail address.').max(100, 'Search for at most 100 characters.') });

/**
 * The admin area's filters by person in other modules' tables (a listing's owner, a claim's or a
 * business's vendor): the ids of the people whose name, nickname or e-mail contains `q`, as the
 * users table's search finds them, at most 500. Administrators only.
 */
export async function matchUserIds(ctx: RequestContext, input: unknown): Promise<number[]> {
  const { q } = parseInput(matchUserIdsInput, input);
  requireAdministrator(ctx.viewer);
  const rows = await ctx.db.select({ id: users.id }).from(users).where(userSearchCondition(q)).orderBy(asc(users.id)).limit(maxMatchedUsers);
  return rows.map((row) => row.id);
}
