import { z } from 'zod';

/**
 * The profile's free-text fields. Left out (undefined), a field keeps its value; empty or null,
 * an optional one is cleared.
 */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} may be at most ${max} characters`)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

/** A required name: when given, it may not be empty (spec §5's 'First name is required'). */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} may be at most ${max} characters`)
    .optional();
