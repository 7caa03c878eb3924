/**
 * The vendor's registration and profile fields (spec §5), with its messages word for word, for the
 * server's use cases. Inputs are camelCase (docs/architecture.md, Casing).
 */
import { z } from 'zod';
import { businessCountries, businessNumberMaxLength, businessNumberRequiredMessage, checkBusinessNumber, type BusinessCountry } from './business-number';
import { defaultPhoneCountry, invalidPhoneMessage, isPhoneBlank, phoneCountryOf, phoneMaxLength, phoneRequiredMessage, toE164Phone } from './phone';
import { isWebsiteUrl, withWebsiteScheme } from './website';

// No `abort: true` on these fields: an explicit abort stops refineVendorContact's checks too.
const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} may be at most ${max} characters`);

export const businessNameField = requiredText('Business name', 200);
export const jobTitleField = requiredText('Job title', 100);

const businessCountryRequired = 'Business country is required';

/** 'au' or 'nz'; the form may send 'AU' or 'NZ'. */
export const businessCountryField = z
  .string({ error: businessCountryRequired })
  .trim()
  .toLowerCase()
  .min(1, businessCountryRequired)
  .pipe(z.enum(businessCountries, { error: 'Business country must be Australia (AU) or New Zealand (NZ)' }));

/** The number as typed; refineVendorContact checks it against the business country. */
export const businessNumberField = z
  .string({ error: businessNumberRequiredMessage })
  .max(businessNumberMaxLength, 'An ABN has 11 digits and an NZBN 13');

/** The picker's country code ('AU'); absent reads as Australia (spec §5's default). */
export const phoneCountryField = z
  .string({ error: 'Phone country is not valid' })
  .trim()
  .toUpperCase()
  .refine((code) => phoneCountryOf(code) !== undefined, 'Phone country is not valid')
  .nullish()
  .transform((code) => code ?? defaultPhoneCountry);

/** The number as typed; refineVendorContact checks it against the phone country. */
export const phoneField = z.string({ error: phoneRequiredMessage }).max(phoneMaxLength, invalidPhoneMessage);

const invalidWebsiteMessage = 'Website is not a valid address';
export const websiteMaxLength = 2000;

/** Optional; https:// is added when no scheme is given (spec §5). Empty reads as null. */
export const websiteField = z
  .string({ error: invalidWebsiteMessage })
  .max(websiteMaxLength, `Website may be at most ${websiteMaxLength} characters`)
  .nullish()
  .transform((value, context) => {
    const address = withWebsiteScheme(value ?? '');
    if (address === '') return null;
    if (!isWebsiteUrl(address)) {
      context.addIssue({ code: 'custom', message: invalidWebsiteMessage });
      return z.NEVER;
    }
    return address;
  });

/**
 * The business number's problems for the business country: none when it checks out. A value that
 * is not a string, or too long, is left to businessNumberField, and a number with no valid country
 * is only checked for being there (the country's own message says the rest).
 */
export function businessNumberIssues(country: unknown, value: unknown): string[] {
  if (typeof value !== 'string' || value.length > businessNumberMaxLength) return [];
  if (value.trim() === '') return [businessNumberRequiredMessage];
  if (!businessCountries.includes(country as BusinessCountry)) return [];
  const checked = checkBusinessNumber(country as BusinessCountry, value);
  return checked.ok ? [] : [checked.message];
}

/** The phone's problems for the phone country: none when it is a possible number. */
export function phoneIssues(country: unknown, value: unknown): string[] {
  if (typeof value !== 'string' || value.length > phoneMaxLength) return [];
  const code = typeof country === 'string' ? country : defaultPhoneCountry;
  if (isPhoneBlank(code, value)) return [phoneRequiredMessage];
  return toE164Phone(code, value) ? [] : [invalidPhoneMessage];
}

type VendorContact = { businessCountry?: unknown; businessNumber?: unknown; phoneCountry?: unknown; phone?: unknown };

/**
 * Adds the checks that need two fields (a business number by its country, a phone by its
 * country) to an object schema with those fields. They run even when another field was refused,
 * so one submission shows every message, unless a field was refused with `abort: true`: zod then
 * skips every refinement, so no field of these forms uses it. Read the values with
 * checkBusinessNumber and toE164Phone.
 */
export function refineVendorContact<Schema extends z.ZodType<VendorContact>>(schema: Schema): Schema {
  return schema.superRefine(
    (value, context) => {
      for (const message of businessNumberIssues(value.businessCountry, value.businessNumber)) context.addIssue({ code: 'custom', path: ['businessNumber'], message });
      for (const message of phoneIssues(value.phoneCountry, value.phone)) context.addIssue({ code: 'custom', path: ['phone'], message });
    },
    // zod skips refinements once a field is refused, unless told when to run: these read only what they can check.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}
