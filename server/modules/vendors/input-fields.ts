import type { z } from 'zod';
import { checkBusinessNumber, type BusinessCountry } from '../../../shared/vendors/business-number';
import { toE164Phone } from '../../../shared/vendors/phone';
import {
  businessCountryField,
  businessNameField,
  businessNumberField,
  jobTitleField,
  phoneCountryField,
  phoneField,
  refineVendorContact,
  websiteField,
} from '../../../shared/vendors/vendor-fields';

/** The business fields of vendor registration and of the business profile (spec §3, §5). */
export const businessShape = {
  businessName: businessNameField,
  jobTitle: jobTitleField,
  businessCountry: businessCountryField,
  businessNumber: businessNumberField,
  phone: phoneField,
  /** The phone picker's country: the number is checked as possible there (AU when absent). */
  phoneCountry: phoneCountryField,
  website: websiteField,
};

type BusinessFields = { businessCountry: BusinessCountry; businessNumber: string; phone: string; phoneCountry: string };

/**
 * The checks that read two fields (the business number by its country's check digits, the phone
 * by the picked country), then the values as stored: the number's digits, the phone in E.164.
 */
export function withBusinessChecks<Schema extends z.ZodType<BusinessFields>>(schema: Schema) {
  return refineVendorContact(schema).transform((value: z.output<Schema>) => {
    const number = checkBusinessNumber(value.businessCountry, value.businessNumber);
    const phone = toE164Phone(value.phoneCountry, value.phone);
    // Both passed refineVendorContact's checks: a failure here is a bug, not bad input.
    if (!number.ok || !phone) throw new Error('business fields not checked');
    return { ...value, businessNumber: number.digits, phone };
  });
}
