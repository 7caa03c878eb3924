import { z } from 'zod';
import {
  defaultQuoteValidDays,
  maxEnquiryBudget,
  maxEnquiryGuestsDetail,
  maxFlexibleWhenLength,
  maxItemDescriptionLength,
  maxQuoteAmount,
  maxQuoteItems,
  maxQuoteValidDays,
  maxReasonLength,
  maxTermsLength,
} from '../../../shared/bookings/limits';
import { idField, wholeNumberField } from '../../kernel';

export const conversationIdField = idField('Conversation not found.');
export const quoteIdField = idField('There is no such quote.');
export const bookingIdField = idField('There is no such booking.');

/** Money in minor units (cents), positive, at most $1,000,000. */
export const amountField = (what: string) => wholeNumberField(1, maxQuoteAmount, `${what} must be a whole number of cents from 1 to ${maxQuoteAmount.toLocaleString('en-AU')} ($1,000,000).`);

/** A calendar day, YYYY-MM-DD. */
export const dayField = (what: string) =>
  z
    .string({ error: `Enter ${what} as a date (YYYY-MM-DD).` })
    .max(10, { error: `Enter ${what} as a date (YYYY-MM-DD).` })
    .pipe(z.iso.date({ error: `Enter ${what} as a date (YYYY-MM-DD).` }));

/** An optional field left empty (a form's '' or a client's null) is not given. */
export const optional = <T extends z.ZodType>(field: T) => z.preprocess((value) => (value === '' || value === null ? undefined : value), field.optional());

export const reasonField = z
  .string({ error: 'Give a reason.' })
  .max(maxReasonLength, { error: `The reason must be at most ${maxReasonLength} characters.` })
  .transform((text) => text.trim());

export const quoteItemsField = z
  .array(
    z.object({
      description: z
        .string({ error: 'Describe each line.' })
        .max(maxItemDescriptionLength, { error: `A line's description must be at most ${maxItemDescriptionLength} characters.` })
        .transform((text) => text.trim())
        .refine((text) => text.length > 0, { error: 'Describe each line.' }),
      amount: amountField('A line’s amount'),
    }),
    { error: 'Add the quote’s lines.' },
  )
  .min(1, { error: 'Add at least one line.' })
  .max(maxQuoteItems, { error: `A quote has at most ${maxQuoteItems} lines.` });

export const termsField = z
  .string()
  .max(maxTermsLength, { error: `Terms must be at most ${maxTermsLength.toLocaleString('en-AU')} characters.` })
  .transform((text) => text.trim());

export const validDaysField = wholeNumberField(1, maxQuoteValidDays, `A quote is valid for 1 to ${maxQuoteValidDays} days.`, defaultQuoteValidDays);

/** Truthy as clients send it: true, 'true', 'on', '1'. */
export const flagField = z.preprocess((value) => value === true || value === 'true' || value === 'on' || value === '1' || value === 1, z.boolean());

export const guestsField = wholeNumberField(1, maxEnquiryGuestsDetail, `Guests must be a whole number from 1 to ${maxEnquiryGuestsDetail.toLocaleString('en-AU')}.`);
export const budgetField = wholeNumberField(0, maxEnquiryBudget, `Budget must be a whole number of dollars up to ${maxEnquiryBudget.toLocaleString('en-AU')}.`);
export const flexibleWhenField = z
  .string()
  .max(maxFlexibleWhenLength, { error: `Say when in at most ${maxFlexibleWhenLength} characters.` })
  .transform((text) => text.trim());
