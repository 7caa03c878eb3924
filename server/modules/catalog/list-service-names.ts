import { inArray } from 'drizzle-orm';
import { services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { serviceIdsInput } from './input-fields';

/** Some services' names in one query (a search map's pins): anyone may ask; unknown ids are absent. */
export async function listServiceNames(ctx: RequestContext, input: unknown): Promise<Map<number, string>> {
  const { serviceIds: ids } = parseInput(serviceIdsInput, input);
  if (ids.length === 0) return new Map();
  const rows = await ctx.db.select({ id: services.id, name: services.name }).from(services).where(inArray(services.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}
