import { z } from 'zod';
import { maxSearchLength, maxSlugLength, maxTagNameLength, maxTagSlugLength, slugPattern } from '../../../shared/content/limits';

/**
 * A slug as a URL or a client gives it, to look a post, page or tag up: at most `max` characters
 * and no control characters (no slug has one, and a NUL byte must never reach PostgreSQL).
 * Anything else is refused with `message`; the pages answer such a refusal with 404.
 */
export function slugLookupField(max: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, message)
    .regex(/^[^\p{Cc}]*$/u, message);
}

export const postSlugLookupField = slugLookupField(maxSlugLength, 'There is no such post.');
export const tagSlugLookupField = slugLookupField(maxTagSlugLength, 'There is no such tag.');
export const pageSlugLookupField = slugLookupField(maxSlugLength, 'There is no such page.');

/** The blog search: words to look for, at most maxSearchLength characters. */
export const searchField = z
  .string({ error: 'Search terms must be text.' })
  .trim()
  .max(maxSearchLength, `Please shorten your search to at most ${maxSearchLength} characters.`)
  // A NUL byte never reaches PostgreSQL (the words a search looks for are letters and digits anyway).
  .refine((text) => !text.includes('\u0000'), 'Search terms must be plain text.');

/** A slug an editor gives a post or a page when saving it. */
export const savedSlugField = z.string().trim().min(1).max(maxSlugLength).regex(slugPattern, 'lower-case letters, digits and hyphens');

/** A tag's name as an editor gives it. */
export const tagNameField = z.string().trim().min(1).max(maxTagNameLength);

/** A picture on this site. */
export const imagePathField = z
  .string()
  .max(500)
  .regex(/^\/images\/[\w./-]+$/, 'must be a path under /images/');
