import type { RateLimitRule } from '../../integrations/rate-limit/rate-limiter';

const minute = 60_000;

/**
 * The limits on flooding: sign-ups, e-mails sent, current-password checks, passkey ceremonies. (Sign-in's own limits
 * count failures only and ask for the bot check instead of refusing: sign-in-limits.ts.)
 */
export const throttleRules = {
  signUpPerAddress: { limit: 10, windowMs: 60 * minute },
  resetPerAccount: { limit: 5, windowMs: 60 * minute },
  resetPerAddress: { limit: 20, windowMs: 60 * minute },
  activationPerAccount: { limit: 5, windowMs: 60 * minute },
  currentPasswordPerAccount: { limit: 10, windowMs: 15 * minute },
  // Passkey ceremonies begun (each keeps a challenge row for five minutes).
  passkeySignInPerAddress: { limit: 60, windowMs: 15 * minute },
  passkeyRegistrationPerAccount: { limit: 20, windowMs: 60 * minute },
  /** Codes typed in the profile (setting the step up, turning it off, new recovery codes). */
  secondStepCodePerAccount: { limit: 10, windowMs: 15 * minute },
} satisfies Record<string, RateLimitRule>;
