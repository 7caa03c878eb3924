import { z } from 'zod';
import { budgetCategoryIds, maxAmount, maxGuests } from '../../../shared/planning/budget';
import { isDay } from '../../../shared/planning/dates';
import { checkboxField, idField, wholeNumberField } from '../../kernel';

export const taskIdField = idField('There is no such task.');
export const itemIdField = idField('There is no such budget item.');
export const paymentIdField = idField('There is no such payment.');

/** An optional field: absent stays absent (not changed); null or '' means "none" where that is allowed. */
const blankToNull = (value: unknown) => (value === '' ? null : value);

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

export const taskTitleField = plainText('The title', 1, 200);
export const taskNoteField = plainText('The note', 0, 2000);
export const itemNameField = plainText('The name', 1, 120);

/** A day as YYYY-MM-DD (a real calendar day). */
export const dayField = (label: string) =>
  z.string({ error: `${label} must be a date (YYYY-MM-DD).` }).max(10, `${label} must be a date (YYYY-MM-DD).`).refine(isDay, `${label} must be a date (YYYY-MM-DD).`);

/** An optional day: absent is "unchanged", null or '' is "none". */
export const optionalDay = (label: string) => z.preprocess(blankToNull, dayField(label).nullable().optional());

/** A budget category of budgetCategories. */
export const categoryField = z.enum(budgetCategoryIds as [string, ...string[]], { error: 'Choose one of the budget’s categories.' });
export const optionalCategory = z.preprocess(blankToNull, categoryField.nullable().optional());

/** Money in minor units (cents): a whole number from 0 to 1,000,000,000 (A$/NZ$10,000,000). */
export const amountField = (label: string) => wholeNumberField(0, maxAmount, `${label} must be a whole number of cents from 0 to 1,000,000,000 ($10,000,000).`);
export const optionalAmount = (label: string) => z.preprocess(blankToNull, amountField(label).nullable().optional());

export const guestsField = z.preprocess(blankToNull, wholeNumberField(0, maxGuests, `The guest count must be a whole number from 0 to ${maxGuests.toLocaleString('en-AU')}.`).nullable().optional());

export const optionalCheckbox = z.preprocess((value) => (value === null ? undefined : value), checkboxField.optional());
export { checkboxField };
