import { z } from 'zod';
import { RefusedError } from '../platform/errors';
import { maxNoteLength } from './note-length';

const noSuchServiceMessage = 'There is no such service.';

/** A service id: a positive 32-bit integer (anything else cannot name a service). */
export const serviceIdField = z
  .number({ error: noSuchServiceMessage })
  .int({ error: noSuchServiceMessage })
  .positive({ error: noSuchServiceMessage })
  .max(2_147_483_647, { error: noSuchServiceMessage });

/** An id that names the service no more. */
export const noSuchService = () => new RefusedError(noSuchServiceMessage, 'NOT_FOUND');

const voteMessage = 'Rating must be a whole number from 0 to 5.';

/** Spec §4: hearts 1 to 5; 0 resets (takes the vote back). */
export const voteField = z.number({ error: voteMessage }).int({ error: voteMessage }).min(0, { error: voteMessage }).max(5, { error: voteMessage });

/**
 * A private note: plain text (HTML is kept as typed and shown escaped), line breaks as \n, trimmed,
 * at most 2,000 characters counted as the database does (code points, not UTF-16 units).
 */
export const noteTextField = z
  .string({ error: 'Comment must be text.' })
  .transform((text) => text.replace(/\r\n?/g, '\n').trim())
  // 2,000 code points fit in 4,000 UTF-16 units: longer strings need no counting.
  .refine((text) => text.length <= maxNoteLength || (text.length <= 2 * maxNoteLength && [...text].length <= maxNoteLength), {
    error: `Comment must be at most ${maxNoteLength.toLocaleString('en-AU')} characters.`,
  });
