import { eq } from 'drizzle-orm';
import { quotes, type QuoteRow, type QuoteState } from '../../../db/schema/bookings';
import type { Database } from '../../../db/client';
import { RefusedError } from '../../kernel';

/** The quote, locked for the rest of the transaction, or undefined. */
export async function lockQuote(db: Database, id: number): Promise<QuoteRow | undefined> {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id)).for('update');
  return row;
}

const stateWords: Record<QuoteState, string> = {
  open: 'open',
  accepted: 'already accepted',
  declined: 'declined',
  withdrawn: 'withdrawn',
  expired: 'expired',
  replaced: 'replaced by a revised quote',
};

/**
 * A quote's moves (issue 31), one graph: open → accepted | declined | withdrawn | expired | replaced;
 * nothing leaves the others. An open quote past its validity is expired already, whether or not the
 * clock job has marked it.
 */
export function requireOpenQuote(quote: QuoteRow, now: Date): void {
  if (quote.status === 'open' && quote.validUntil <= now) throw new RefusedError('This quote has expired.', 'CONFLICT');
  if (quote.status !== 'open') throw new RefusedError(`This quote was ${stateWords[quote.status]}.`, 'CONFLICT');
}
