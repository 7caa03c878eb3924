import type { Database } from '../../../db/client';
import { countries } from '../../../db/schema/geo';

export async function isCatalogEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: countries.id }).from(countries).limit(1);
  return rows.length === 0;
}
