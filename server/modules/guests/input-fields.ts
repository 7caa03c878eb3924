import { z } from 'zod';
import { guestAgeGroups, guestSides } from '../../../db/schema/guests';
import { isDay } from '../../../shared/planning/dates';
import { checkboxField, idField, plainText, wholeNumberField } from '../../kernel';

export const householdIdField = idField('There is no such household.');
export const guestIdField = idField('There is no such guest.');
export const eventIdField = idField('There is no such event.');
export const tableIdField = idField('There is no such table.');

/** '' and null read as "none" where that is allowed; absent stays absent (not changed). */
const blankToNull = (value: unknown) => (value === '' ? null : value);
/** null reads as absent (GraphQL sends null for an argument left out by some clients). */
const nullToAbsent = (value: unknown) => (value === null ? undefined : value);

const optional = <T extends z.ZodType>(field: T) => z.preprocess(nullToAbsent, field.optional());

export const householdNameField = plainText('The household’s name', 1, 120);
export const addressField = plainText('The address', 0, 500);
export const emailText = plainText('The e-mail', 0, 254).refine((text) => text === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text), { error: 'The e-mail is not valid.' });
export const phoneField = plainText('The phone', 0, 40);
export const firstNameField = plainText('The first name', 1, 80);
export const lastNameField = plainText('The last name', 0, 80);
export const groupField = plainText('The group', 0, 80);
export const dietaryField = plainText('The dietary needs', 0, 300);
export const mealField = plainText('The meal', 0, 80);
export const notesField = plainText('The notes', 0, 2000);
export const eventNameField = plainText('The event’s name', 1, 80);
export const placeField = plainText('The place', 0, 300);
export const tableNameField = plainText('The table’s name', 1, 80);
export const rsvpMessageField = plainText('The message', 0, 2000);

export const ageGroupField = z.enum(guestAgeGroups, { error: 'Choose adult, child or infant.' });
export const sideField = z.enum(guestSides, { error: 'Choose partner-1, partner-2 or both.' });
export const plusOnesField = wholeNumberField(0, 5, 'Plus-ones allowed must be a whole number from 0 to 5.');
export const seatsField = wholeNumberField(1, 50, 'The seats must be a whole number from 1 to 50.');

const dayMessage = (label: string) => `${label} must be a date (YYYY-MM-DD).`;
/** A day (YYYY-MM-DD); null or '' is "none", absent is "unchanged". */
export const optionalDay = (label: string) =>
  z.preprocess(blankToNull, z.string({ error: dayMessage(label) }).max(10, dayMessage(label)).refine(isDay, dayMessage(label)).nullable().optional());
/** A time of day (HH:MM, 24 hours); null or '' is "none". */
export const optionalTime = z.preprocess(
  blankToNull,
  z
    .string({ error: 'The time must be HH:MM (24 hours).' })
    .max(5, 'The time must be HH:MM (24 hours).')
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'The time must be HH:MM (24 hours).')
    .nullable()
    .optional(),
);

/** An optional id: null or '' is "none" (a guest off any table), absent is "unchanged". */
export const optionalId = (message: string) => z.preprocess(blankToNull, idField(message).nullable().optional());

/** Up to `max` ids, each checked (one message for the list); duplicates dropped. */
export const idList = (message: string, max: number, label: string) => {
  const id = idField(message);
  return z
    .array(z.unknown(), { error: `${label} must be a list.` })
    .max(max, `${label} may name at most ${max.toLocaleString('en-AU')}.`)
    .transform((values, context) => {
      const ids: number[] = [];
      for (const value of values) {
        const parsed = id.safeParse(value);
        if (!parsed.success) {
          context.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        ids.push(parsed.data);
      }
      return [...new Set(ids)];
    });
};

export { checkboxField, optional };
