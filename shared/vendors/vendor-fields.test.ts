import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  businessCountryField,
  businessNameField,
  businessNumberField,
  businessNumberIssues,
  jobTitleField,
  phoneCountryField,
  phoneField,
  phoneIssues,
  refineVendorContact,
  websiteField,
} from './vendor-fields';

// The shape a registration use case would build from these fields.
const vendorInput = refineVendorContact(
  z.object({
    businessName: businessNameField,
    jobTitle: jobTitleField,
    businessCountry: businessCountryField,
    businessNumber: businessNumberField,
    phoneCountry: phoneCountryField,
    phone: phoneField,
    website: websiteField,
  }),
);

const valid = {
  businessName: ' Rose & Vine ',
  jobTitle: 'Owner',
  businessCountry: 'AU',
  businessNumber: '51 824 753 556',
  phoneCountry: 'AU',
  phone: '+61 412 345 678',
  website: 'roseandvine.com.au',
};

/** Messages per field, as the server's parseInput reports them. */
function messagesOf(input: unknown): Record<string, string[]> {
  const parsed = vendorInput.safeParse(input);
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error?.issues ?? []) (fields[issue.path.join('.') || 'input'] ??= []).push(issue.message);
  return fields;
}

describe('the vendor fields together', () => {
  it('read a valid registration', () => {
    expect(vendorInput.parse(valid)).toEqual({
      businessName: 'Rose & Vine',
      jobTitle: 'Owner',
      businessCountry: 'au',
      businessNumber: '51 824 753 556',
      phoneCountry: 'AU',
      phone: '+61 412 345 678',
      website: 'https://roseandvine.com.au',
    });
  });

  it('give spec §5 messages for an empty form, each once', () => {
    expect(messagesOf({ businessName: '', jobTitle: ' ', businessCountry: '', businessNumber: '', phoneCountry: 'AU', phone: '+61 ', website: '' })).toEqual({
      businessName: ['Business name is required'],
      jobTitle: ['Job title is required'],
      businessCountry: ['Business country is required'],
      businessNumber: ['Business number is required'],
      phone: ['Phone is required'],
    });
  });

  it('give the required messages for absent fields, each once', () => {
    expect(messagesOf({})).toEqual({
      businessName: ['Business name is required'],
      jobTitle: ['Job title is required'],
      businessCountry: ['Business country is required'],
      businessNumber: ['Business number is required'],
      phone: ['Phone is required'],
    });
  });

  it('check the business number and phone against their countries, beside other refusals', () => {
    expect(messagesOf({ ...valid, businessName: '', businessCountry: 'nz', phone: '1234' })).toEqual({
      businessName: ['Business name is required'],
      businessNumber: ['An NZBN has 13 digits'],
      phone: ['Invalid phone number'],
    });
    expect(messagesOf({ ...valid, businessCountry: 'NZ', businessNumber: '9429041535066', phoneCountry: 'nz', phone: '021 123 4567' })).toEqual({});
  });

  it('refuse a business country other than AU or NZ', () => {
    expect(messagesOf({ ...valid, businessCountry: 'US' })).toEqual({ businessCountry: ['Business country must be Australia (AU) or New Zealand (NZ)'] });
  });

  it('refuse an unknown phone country, and read an absent one as Australia', () => {
    expect(messagesOf({ ...valid, phoneCountry: 'XX', phone: '+64 21 123 4567' })).toEqual({ phoneCountry: ['Phone country is not valid'] });
    const { phoneCountry: _, ...withoutCountry } = valid;
    expect(vendorInput.parse({ ...withoutCountry, phone: '0412 345 678' }).phoneCountry).toBe('AU');
  });

  it('bound every text', () => {
    expect(messagesOf({ ...valid, businessName: 'a'.repeat(201), jobTitle: 'a'.repeat(101), businessNumber: '1'.repeat(41), phone: '1'.repeat(41), website: `${'a'.repeat(2000)}.com` })).toEqual({
      businessName: ['Business name may be at most 200 characters'],
      jobTitle: ['Job title may be at most 100 characters'],
      businessNumber: ['An ABN has 11 digits and an NZBN 13'],
      phone: ['Invalid phone number'],
      website: ['Website may be at most 2000 characters'],
    });
  });

  it('refuse input that is not an object', () => {
    expect(messagesOf('nothing')).toEqual({ input: [expect.any(String)] });
  });
});

describe('websiteField', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['HTTP://example.com', 'HTTP://example.com'],
    ['', null],
    ['  ', null],
    [null, null],
    [undefined, null],
  ])('reads %j as %j', (value, expected) => {
    expect(websiteField.parse(value)).toBe(expected);
  });

  it.each(['localhost', 'not a site', 'ftp://example.com', 42])('refuses %j', (value) => {
    expect(websiteField.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual(['Website is not a valid address']);
  });
});

describe('businessCountryField', () => {
  it.each([
    ['AU', 'au'],
    ['nz', 'nz'],
    [' Nz ', 'nz'],
  ])('reads %j as %j', (value, expected) => {
    expect(businessCountryField.parse(value)).toBe(expected);
  });
});

describe('the issue helpers alone', () => {
  it('say nothing of values another field refuses', () => {
    expect(businessNumberIssues('au', 42)).toEqual([]);
    expect(businessNumberIssues('us', '123')).toEqual([]);
    expect(businessNumberIssues('us', ' ')).toEqual(['Business number is required']);
    expect(phoneIssues('AU', undefined)).toEqual([]);
  });

  it('check the number by its country', () => {
    expect(businessNumberIssues('au', '53 004 085 616')).toEqual([]);
    expect(businessNumberIssues('au', '53 004 085 617')).toEqual(['This is not a valid ABN: check the digits']);
    expect(phoneIssues('NZ', '+64 ')).toEqual(['Phone is required']);
    expect(phoneIssues('NZ', '021 123 4567')).toEqual([]);
  });
});
