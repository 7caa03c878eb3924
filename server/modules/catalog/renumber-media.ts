import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { serviceMedia } from '../../../db/schema/services';

/**
 * Sets a listing's media positions to 0, 1, 2… in `order` (ids), or in their present order: cards
 * read the first few by position, so positions stay without gaps.
 */
export async function renumberMedia(db: Database, serviceId: number, order?: number[]): Promise<void> {
  const ids = order ?? (await db.select({ id: serviceMedia.id }).from(serviceMedia).where(eq(serviceMedia.serviceId, serviceId)).orderBy(asc(serviceMedia.position), asc(serviceMedia.id))).map((row) => row.id);
  if (ids.length === 0) return;
  const position = sql.join(
    ids.map((id, index) => sql`when ${id} then ${index}`),
    sql` `,
  );
  await db.update(serviceMedia).set({ position: sql`(case ${serviceMedia.id} ${position} end)::int` }).where(eq(serviceMedia.serviceId, serviceId));
}
