import type { RequestContext } from '../../context';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../../db/schema/accounts';
import { toDateTimeString } from '../platform/date-time';
import { authorizeAccountChange } from './policy';
import { optionalText } from './profile-fields';
import { loadViewer, type Viewer } from './viewer';

const invalidDate = 'The wedding date is not a valid date.';

// Any reasonable spelling of a date (see toDateTimeString), stored as spec §9's YYYY-MM-DD HH:mm:ss;
// empty or null clears it. Years outside 1900–2100 are typing slips, not weddings.
const weddingDate = z
  .string({ error: invalidDate })
  .nullish()
  .transform((value, context) => {
    if (value === undefined) return undefined;
    if (value === null || value.trim() === '') return null;
    const normalised = toDateTimeString(value);
    const year = Number(normalised?.slice(0, 4));
    if (!normalised || year < 1900 || year > 2100) {
      context.addIssue({ code: 'custom', message: invalidDate });
      return z.NEVER;
    }
    return normalised;
  });

const weddingInfoInput = z.object({
  wedding_date: weddingDate,
  wedding_venue: optionalText('Wedding venue', 255),
  wedding_location: optionalText('Wedding location', 255),
});

/** The profile's Wedding Information (spec §7 updateUser(id, wedding_date, wedding_venue, wedding_location)). */
export async function updateWeddingInfo(context: Pick<RequestContext, 'db' | 'viewer'>, input: unknown): Promise<Viewer> {
  const { userId } = await authorizeAccountChange(context, input);
  const fields = weddingInfoInput.parse(input);
  await context.db
    .update(users)
    .set({ weddingDate: fields.wedding_date, weddingVenue: fields.wedding_venue, weddingLocation: fields.wedding_location, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return (await loadViewer(context.db, userId))!;
}
