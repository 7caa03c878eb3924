import { z } from 'zod';
import { refreshSearchIndex } from '../../../db/search-index';
import type { RequestContext } from '../../context';
import { parseInput } from '../platform';

export const refreshServiceSearchInput = z.object({ serviceIds: z.array(z.number().int().positive()).max(100_000) });

/**
 * Brings these listings' search rows up to date with the listing tables, in the caller's
 * transaction (`ctx.db`): a published listing nothing holds is written, any other removed. The
 * catalog calls it after every write that changes what a search reads (through ctx.searchIndex).
 * It only derives rows from what is stored: nothing anyone chose changes and nothing is shown to
 * the caller, so it checks no permission.
 */
export async function refreshServiceSearch(ctx: Pick<RequestContext, 'db'>, input: unknown): Promise<void> {
  const { serviceIds } = parseInput(refreshServiceSearchInput, input);
  await refreshSearchIndex(ctx.db, serviceIds);
}
