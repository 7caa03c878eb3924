import { z } from 'zod';

const maxId = 2_147_483_647;

/**
 * A row id as clients send it: a number (GraphQL Int), or a string of digits (GraphQL ID, a form
 * field, spec §7's REST ids). Anything else, including ids past 32 bits, is refused with `message`.
 */
export function idField(message: string) {
  return z.unknown().transform((value, context) => {
    const id = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isInteger(id) || id <= 0 || id > maxId) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return id;
  });
}

/**
 * A whole number from `min` to `max` as clients send it: a number, or a string of digits from a
 * form; absent (undefined, null or '') reads as `fallback` when one is given.
 */
export function wholeNumberField(min: number, max: number, message: string, fallback?: number) {
  const field = z.unknown().transform((value, context) => {
    if ((value === null || value === '') && fallback !== undefined) return fallback;
    const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d{1,10}\s*$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isInteger(number) || number < min || number > max) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return number;
  });
  // An absent key never reaches a transform: the default stands in for it.
  return fallback === undefined ? field : field.default(fallback);
}

/** An e-mail address, with spec §5's messages word for word. */
export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is not valid')
  .pipe(z.email('Email is not valid'));

/** A checkbox from a form ('on') or a boolean from GraphQL. */
export const checkboxField = z.preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean());

/** A control character other than tab and line breaks (a NUL byte among them). */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}

/**
 * Plain text, trimmed, from `min` to `max` characters; a NUL byte (or another control character)
 * is refused, and so is an over-long value on its raw length, before anything is done with it.
 */
export function plainText(label: string, min: number, max: number) {
  const tooLong = `${label} must be at most ${max.toLocaleString('en-AU')} characters.`;
  return z
    .string({ error: min > 0 ? `${label} is required.` : `${label} must be text.` })
    .max(max + 1000, { error: tooLong })
    .refine((text) => !hasControlCharacter(text), { error: `${label} must be plain text.`, abort: true })
    .transform((text) => text.replace(/\r\n?/g, '\n').trim())
    .refine((text) => text.length >= min, { error: `${label} is required.`, abort: true })
    .refine((text) => text.length <= max, { error: tooLong, abort: true });
}
