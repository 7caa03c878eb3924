import { z } from 'zod';
import type { RequestContext } from '../../context';
import { parseInput, checkboxField, emailField } from '../../kernel';
import { createAccount } from './create-account';
import { withPasswordConfirmation } from './input-fields';

export const registerInput = withPasswordConfirmation({
  firstName: z.string({ error: 'First name is required' }).trim().min(1, 'First name is required').max(100, 'First name may be at most 100 characters'),
  lastName: z
    .string()
    .trim()
    .max(100, 'Last name may be at most 100 characters')
    .nullish()
    .transform((value) => value || null),
  email: emailField,
  newsletterNotify: checkboxField.default(false),
  /** The bot check's solution (spec §5: nothing is sent without one), checked by the bot-check module. */
  altcha: z.string().max(10_000).nullish(),
});

/** Creates a couple's account (spec §5 Register), signs it in and e-mails the link that confirms its address. */
export async function registerUser(ctx: RequestContext, input: unknown): Promise<number> {
  return createAccount(ctx, parseInput(registerInput, input), { role: 'user', signIn: true });
}
