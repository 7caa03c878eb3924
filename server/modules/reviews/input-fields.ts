import { z } from 'zod';
import { disputeReasonCodes, containsPersonalData, personalDataMessage, reviewLimits, reviewSorts, type DisputeReason } from '../../../shared/reviews/rules';
import { idField, wholeNumberField } from '../../kernel';
import { isUploadedFile, type UploadedFile } from '../../media';

export const reviewIdField = idField('There is no such review.');
export const serviceIdField = idField('There is no such service.');
export const caseIdField = idField('There is no such dispute or report.');

/** An optional field left empty (a form's '' or a client's null) is not given. */
export const optional = <T extends z.ZodType>(field: T) => z.preprocess((value) => (value === '' || value === null ? undefined : value), field.optional());

/**
 * Plain text as people type it: line breaks as \n, trimmed. A NUL byte (or another control
 * character but tab and line breaks) is refused: it never reaches PostgreSQL. Too long is refused
 * on its raw length, before anything is done with it.
 */
export function plainText(what: string, min: number, max: number, { personal = false }: { personal?: boolean } = {}) {
  const tooShort = min <= 1 ? `Write ${what}.` : `${capital(what)} must be at least ${min.toLocaleString('en-AU')} characters.`;
  return z
    .string({ error: min <= 1 ? `Write ${what}.` : tooShort })
    .max(max + 1000, { error: `${capital(what)} must be at most ${max.toLocaleString('en-AU')} characters.` })
    .refine((text) => !hasControlCharacter(text), { error: `${capital(what)} must be plain text.`, abort: true })
    .transform((text) => text.replace(/\r\n?/g, '\n').trim())
    .refine((text) => text.length >= min, { error: tooShort, abort: true })
    .refine((text) => text.length <= max, { error: `${capital(what)} must be at most ${max.toLocaleString('en-AU')} characters.`, abort: true })
    .refine((text) => !personal || !containsPersonalData(text), { error: personalDataMessage });
}

/** A control character other than tab and line breaks (a NUL byte among them). */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const ratingField = wholeNumberField(1, 5, 'Choose from 1 to 5 hearts.');
export const subScoreField = optional(wholeNumberField(1, 5, 'Choose from 1 to 5 hearts, or leave it out.'));
export const titleField = plainText('a title', 1, reviewLimits.titleMax, { personal: true });
export const bodyField = plainText('your review', reviewLimits.bodyMin, reviewLimits.bodyMax, { personal: true });

/** The wedding's month, YYYY-MM (a date's YYYY-MM-DD is read as its month). */
export const weddingMonthField = optional(
  z
    .string({ error: 'Give the wedding’s month as YYYY-MM.' })
    .max(10, { error: 'Give the wedding’s month as YYYY-MM.' })
    .transform((text) => text.trim().slice(0, 7))
    .refine((text) => /^(19[5-9]\d|20\d\d|2100)-(0[1-9]|1[0-2])$/.test(text), { error: 'Give the wedding’s month as YYYY-MM.' }),
);

/** Files of a form: a browser sends an empty file for an empty file input, which is no file. */
export function filesField(what: string, max: number) {
  return z
    .preprocess(
      (value) => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]),
      z.array(z.custom<UploadedFile & { name?: string }>(isUploadedFile, { message: `${capital(what)} must be files.` })).max(max + 20, { error: `At most ${max} ${what}.` }),
    )
    .transform((files) => files.filter((file) => file.size > 0))
    .refine((files) => files.length <= max, { error: `At most ${max} ${what}.` });
}

export const photosField = filesField('photos', reviewLimits.photosMax);
export const removePhotosField = z
  .preprocess((value) => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]), z.array(idField('There is no such photo.')).max(reviewLimits.photosMax, { error: 'There is no such photo.' }));

export const reasonField = z.enum(disputeReasonCodes as [DisputeReason, ...DisputeReason[]], { error: 'Choose one of the published reasons.' });
export const noteField = (required: boolean) => (required ? plainText('a note', 1, reviewLimits.noteMax) : optional(plainText('a note', 0, reviewLimits.noteMax)));

export const sortField = z.preprocess((value) => (value === '' || value === null ? undefined : value), z.enum(reviewSorts, { error: 'Sort by newest, highest, lowest or with_photos.' }).default('newest'));
export const pageField = optional(wholeNumberField(1, 10_000, 'The page must be a whole number from 1.'));

/** True as clients send it: true, 'true', 'on', '1'; false: false, 'false', 'off', '0'. */
export const decisionField = z.preprocess(
  (value) => (value === true || value === 'true' || value === 'on' || value === '1' || value === 1 ? true : value === false || value === 'false' || value === 'off' || value === '0' || value === 0 ? false : value),
  z.boolean({ error: 'Say whether to uphold the dispute (true) or reject it (false).' }),
);
