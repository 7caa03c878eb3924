import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { parseInput, toDateTimeString } from '../../kernel';
import { accountIdField } from './input-fields';
import { authorizeAccountChange } from './policy';
import { optionalText } from './profile-fields';
import { loadViewer } from './viewer';
import { type Viewer } from '../../kernel';

const invalidDate = 'The wedding date is not a valid date.';

// Any reasonable spelling of a date (see toDateTimeString), stored as spec §9's YYYY-MM-DD HH:mm:ss;
// empty or null clears it. Years outside 1900–2100 are typing slips, not weddings.
const weddingDate = z
  .string({ error: invalidDate })
  .max(100, invalidDate)
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

export const weddingInfoInput = z.object({
  id: accountIdField,
  weddingDate,
  weddingVenue: optionalText('Wedding venue', 255),
  weddingLocation: optionalText('Wedding location', 255),
});

/** The profile's Wedding Information (spec §7 updateUser(id, wedding_date, wedding_venue, wedding_location)). */
export async function updateWeddingInfo(ctx: RequestContext, input: unknown): Promise<Viewer> {
  const { id, ...fields } = parseInput(weddingInfoInput, input);
  await authorizeAccountChange(ctx, id);
  await ctx.db
    .update(users)
    .set({ weddingDate: fields.weddingDate, weddingVenue: fields.weddingVenue, weddingLocation: fields.weddingLocation, updatedAt: ctx.clock.now() })
    .where(eq(users.id, id));
  return (await loadViewer(ctx.db, id))!;
}
