/**
 * Spec §5: a vendor's business number, an Australian Business Number or a New Zealand Business
 * Number, checked by its check digits. No server-only imports, so the form can check it too.
 *
 * Sources: ABN format and check: https://abr.business.gov.au/Help/AbnFormat
 * NZBN is a GS1 GLN (prefix 94): https://www.gs1.org/services/how-calculate-check-digit-manually
 */

/** Spec §5: vendors register in Australia or New Zealand only. */
export const businessCountries = ['au', 'nz'] as const;

export type BusinessCountry = (typeof businessCountries)[number];

export type BusinessNumberCheck = { ok: true; digits: string } | { ok: false; message: string };

export const businessNumberRequiredMessage = 'Business number is required';

/** Longer than any business number with its spacing: refused before it is read. */
export const businessNumberMaxLength = 40;

/** What a passed check means, for the form's hint and the administrator's view. */
export const businessNumberCheckNote =
  'We check the number’s check digits when you send it. Right digits do not prove the business is registered: an administrator looks it up on the ABN Lookup or NZBN register before your business is verified.';

const names = { au: 'ABN', nz: 'NZBN' } as const;
const lengths = { au: 11, nz: 13 } as const;
const abnWeights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** The number's digits if it is well formed and its check digits add up, else why not. */
export function checkBusinessNumber(country: BusinessCountry, value: string): BusinessNumberCheck {
  // People copy numbers as printed ("53 004 085 616"), sometimes with a non-breaking space.
  const digits = value.replace(/\s+/g, '');
  const name = names[country];
  if (digits === '') return { ok: false, message: businessNumberRequiredMessage };
  if (!/^\d+$/.test(digits)) return { ok: false, message: `An ${name} has only digits (spaces are fine)` };
  if (digits.length !== lengths[country]) return { ok: false, message: `An ${name} has ${lengths[country]} digits` };
  if (country === 'nz' && !digits.startsWith('94')) return { ok: false, message: 'An NZBN starts with 94' };
  const valid = country === 'au' ? isAbnChecked(digits) : isGs1Checked(digits);
  return valid ? { ok: true, digits } : { ok: false, message: `This is not a valid ${name}: check the digits` };
}

/** ABR: subtract 1 from the first digit, weight the digits, and the sum divides by 89. */
function isAbnChecked(digits: string): boolean {
  // The first two digits are the check digits, 10 to 99: a leading 0 is never issued.
  if (digits[0] === '0') return false;
  const sum = abnWeights.reduce((total, weight, index) => total + weight * (Number(digits[index]) - (index === 0 ? 1 : 0)), 0);
  return sum % 89 === 0;
}

/** GS1 mod 10 for a 13-digit key: weights 1, 3, 1, 3… from the left over the first 12 digits. */
function isGs1Checked(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < 12; index++) sum += Number(digits[index]) * (index % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === Number(digits[12]);
}

/** The digits as people read them: an ABN as 'NN NNN NNN NNN', an NZBN as its 13 digits. */
export function formatBusinessNumber(country: BusinessCountry, digits: string): string {
  if (country === 'au' && /^\d{11}$/.test(digits)) return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4');
  return digits;
}
