import { z } from 'zod';
import { plainText } from '../../kernel';
import { emailText, optional } from './input-fields';

/** A guest's own name and e-mail as they type them on the RSVP page (spoken to them: "Your …"). */
export const typedFirstName = plainText('Your first name', 1, 80);
export const typedLastName = plainText('Your last name', 1, 80);
export const typedEmail = optional(emailText);
/** The bot check's solution, asked for only past the failed-lookup limit (rsvp-limits.ts). */
export const botCheckSolution = z.string().max(4_096).nullish();
