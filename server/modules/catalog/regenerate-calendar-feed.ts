import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { calendarFeedUrl } from './calendar-feed-url';
import { serviceIdField } from './listing-input';
import { authorizeListingEdit } from './policy';

export const regenerateCalendarFeedInput = z.object({ id: serviceIdField });

/** A new secret address for the listing's iCal feed; the previous address stops answering. */
export async function regenerateCalendarFeed(ctx: RequestContext, input: unknown): Promise<{ url: string }> {
  const { id } = parseInput(regenerateCalendarFeedInput, input);
  await authorizeListingEdit(ctx, id);
  const token = randomBytes(24).toString('base64url');
  await ctx.db.update(services).set({ icalToken: token, updatedAt: ctx.clock.now() }).where(eq(services.id, id));
  return { url: calendarFeedUrl(ctx.publicUrl, token) };
}
