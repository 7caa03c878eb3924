import { createRequire } from 'node:module';
import { z } from 'zod';
import { idField } from '../../kernel';

/** The fields of the account forms, with spec §5's messages word for word. */

/** The account a profile change names (spec §7's `id`). */
export const accountIdField = idField('The user id is not valid.');

/** A password being checked at sign-in: any length the person typed, up to a sane bound. */
export const currentPasswordField = (requiredMessage = 'Password is required') =>
  z.string({ error: requiredMessage }).min(1, requiredMessage).max(1024, 'Password is not valid');

// NIST SP 800-63B: allow long passphrases; refuse the passwords attackers try first.
export const passwordMaxLength = 128;

/**
 * A new password: at least 6 characters (spec §9), at most 128, and not one of the 49,000 most
 * common passwords. `label` is 'Password' or 'Confirmation', as in spec §5's messages.
 */
export const newPasswordField = (label: 'Password' | 'Confirmation') =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    // Not `abort: true` on the required check: an explicit abort skips every other field's cross-field checks.
    .refine((value) => value.length === 0 || value.length >= 6, `${label} must be at least 6 characters`)
    .max(passwordMaxLength, `${label} may be at most ${passwordMaxLength} characters`);

/** Password plus confirmation: the pair must match, and the password must not be a common one. */
export function withPasswordConfirmation<T extends z.ZodRawShape>(shape: T) {
  return z
    .object({ ...shape, password: newPasswordField('Password'), passwordConfirmation: newPasswordField('Confirmation') })
    .superRefine((value, context) => {
      const { password, passwordConfirmation } = value as { password: string; passwordConfirmation: string };
      // Only two passwords that are each acceptable are compared: one message per problem.
      if (password.length < 6 || passwordConfirmation.length < 6) return;
      if (password !== passwordConfirmation) {
        context.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: 'The password confirmation does not match.' });
      }
      if (isCommonPassword(password)) {
        context.addIssue({ code: 'custom', path: ['password'], message: 'This password is too common. Please choose another.' });
      }
    });
}

let commonPasswords: Set<string> | undefined;

/** Whether the password is among the most common ones (zxcvbn-ts's list of 49,233, MIT). */
export function isCommonPassword(password: string): boolean {
  // Read on first use with require: 1 MB of JSON the server bundle should not carry.
  commonPasswords ??= new Set(createRequire(import.meta.url)('@zxcvbn-ts/language-common/src/passwords.json') as string[]);
  return commonPasswords.has(password.toLowerCase());
}
