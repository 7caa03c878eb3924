import { z } from 'zod';
import { budgetCategoryIds, maxAmount, maxGuests } from '../../../shared/planning/budget';
import { isDay } from '../../../shared/planning/dates';
import { checkboxField, idField, plainText, wholeNumberField } from '../../kernel';

export const taskIdField = idField('There is no such task.');
export const itemIdField = idField('There is no such budget item.');
export const paymentIdField = idField('There is no such payment.');

/** An optional field: absent stays absent (not changed); null or '' means "none" where that is allowed. */
const blankToNull = (value: unknown) => (value === '' ? null : value);

export { plainText };

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
