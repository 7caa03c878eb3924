import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { parseInput } from '../platform';
import { calendarImportUrlField } from './calendar-import-url';
import { listingIdField } from './listing-edit-fields';
import { authorizeListingEdit } from './policy';

export const setCalendarImportInput = z.object({ id: listingIdField, url: z.union([z.literal(''), calendarImportUrlField]) });

/**
 * The iCal address the vendor's own calendar publishes, imported hourly into the booked days; an
 * empty address stops the import (days it brought stay until the vendor changes them).
 */
export async function setCalendarImport(ctx: RequestContext, input: unknown): Promise<{ url: string | null }> {
  const { id, url } = parseInput(setCalendarImportInput, input);
  await authorizeListingEdit(ctx, id);
  await ctx.db
    .update(services)
    .set({ icalImportUrl: url || null, icalImportedAt: null, updatedAt: ctx.clock.now() })
    .where(eq(services.id, id));
  return { url: url || null };
}
