import { count, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { countries, localities } from '../../../db/schema/geo';
import type { RequestContext } from '../../context';
import { importLocalities } from './import-localities';

/**
 * Gives a database that has its reference data but no gazetteer yet (created before the gazetteer
 * existed) the import, once; returns how many places it added. Run at every start; safe when several
 * servers start at once.
 */
export async function ensureLocalities(ctx: RequestContext): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const transaction = tx as unknown as Database;
    const [{ known }] = await transaction.select({ known: count() }).from(countries);
    if (known === 0) return 0;
    // Blocks a concurrent starter until this import commits; it then finds the table full.
    await transaction.execute(sql`lock table ${localities} in share row exclusive mode`);
    const [{ existing }] = await transaction.select({ existing: count() }).from(localities);
    return existing === 0 ? importLocalities({ ...ctx, db: transaction }) : 0;
  });
}
