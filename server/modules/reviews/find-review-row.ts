import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { reviews, type ReviewRow } from '../../../db/schema/reviews';
import { reviewNotFound } from './policy';

/** A review's row, locked for the caller's transaction when `lock`; "There is no such review." when none. */
export async function findReviewRow(db: Database, id: number, { lock = false }: { lock?: boolean } = {}): Promise<ReviewRow> {
  const query = db.select().from(reviews).where(eq(reviews.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw reviewNotFound();
  return row;
}
