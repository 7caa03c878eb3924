import { z } from 'zod';
import { maxNoteLength } from '../../../shared/engagement/limits';
import { normalizeNoteText } from '../../../shared/engagement/note-text';
import { idField, RefusedError, wholeNumberField } from '../../kernel';

const noSuchServiceMessage = 'There is no such service.';

/** A service id (a number, or digits from a form). */
export const serviceIdField = idField(noSuchServiceMessage);

/** An id that names the service no more. */
export const noSuchService = () => new RefusedError(noSuchServiceMessage, 'NOT_FOUND');

/** Spec §4: hearts 1 to 5; 0 resets (takes the vote back). */
export const voteField = wholeNumberField(0, 5, 'Rating must be a whole number from 0 to 5.');

/**
 * A private note: plain text (HTML is kept as typed and shown escaped), line breaks as \n, trimmed,
 * at most 2,000 characters counted as the database does (code points, not UTF-16 units). Absent
 * text is blank (which removes the note).
 */
export const noteTextField = z
  .string({ error: 'Comment must be text.' })
  .nullish()
  .transform((text) => normalizeNoteText(text ?? ''))
  // 2,000 code points fit in 4,000 UTF-16 units: longer strings need no counting.
  .refine((text) => text.length <= maxNoteLength || (text.length <= 2 * maxNoteLength && [...text].length <= maxNoteLength), {
    error: `Comment must be at most ${maxNoteLength.toLocaleString('en-AU')} characters.`,
  });
