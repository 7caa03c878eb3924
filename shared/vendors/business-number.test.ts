import { describe, expect, it } from 'vitest';
import { checkBusinessNumber, formatBusinessNumber } from './business-number';

describe('checkBusinessNumber for an ABN', () => {
  it.each([
    ['53 004 085 616', '53004085616'],
    ['51 824 753 556', '51824753556'],
    ['51824753556', '51824753556'],
    ['  51 824\u00a0753 556 ', '51824753556'],
  ])('accepts %j', (value, digits) => {
    expect(checkBusinessNumber('au', value)).toEqual({ ok: true, digits });
  });

  it.each([
    ['', 'Business number is required'],
    ['   ', 'Business number is required'],
    ['51-824-753-556', 'An ABN has only digits (spaces are fine)'],
    ['ABN 51 824 753 556', 'An ABN has only digits (spaces are fine)'],
    ['5182475355', 'An ABN has 11 digits'],
    ['518247535561', 'An ABN has 11 digits'],
    ['51 824 753 557', 'This is not a valid ABN: check the digits'],
    ['15 824 753 556', 'This is not a valid ABN: check the digits'],
    ['00 000 000 000', 'This is not a valid ABN: check the digits'],
  ])('refuses %j', (value, message) => {
    expect(checkBusinessNumber('au', value)).toEqual({ ok: false, message });
  });

  it('refuses an NZBN given as an ABN', () => {
    expect(checkBusinessNumber('au', '9429041535066')).toEqual({ ok: false, message: 'An ABN has 11 digits' });
  });
});

describe('checkBusinessNumber for an NZBN', () => {
  // 9429041535066 is a registered NZBN; the others get their check digit worked by hand.
  it.each(['9429041535066', '9429030123458', '9429123456784', '9429 0415 3506 6'])('accepts %j', (value) => {
    expect(checkBusinessNumber('nz', value)).toEqual({ ok: true, digits: value.replace(/ /g, '') });
  });

  it.each([
    ['', 'Business number is required'],
    ['9429-041-535-066', 'An NZBN has only digits (spaces are fine)'],
    ['942904153506', 'An NZBN has 13 digits'],
    ['94290415350660', 'An NZBN has 13 digits'],
    ['9329041535066', 'An NZBN starts with 94'],
    ['9429041535067', 'This is not a valid NZBN: check the digits'],
    ['9429041535060', 'This is not a valid NZBN: check the digits'],
    ['9429030123451', 'This is not a valid NZBN: check the digits'],
  ])('refuses %j', (value, message) => {
    expect(checkBusinessNumber('nz', value)).toEqual({ ok: false, message });
  });
});

describe('formatBusinessNumber', () => {
  it('groups an ABN as printed and leaves an NZBN whole', () => {
    expect(formatBusinessNumber('au', '53004085616')).toBe('53 004 085 616');
    expect(formatBusinessNumber('nz', '9429041535066')).toBe('9429041535066');
  });

  it('leaves anything that is not a whole number as it is', () => {
    expect(formatBusinessNumber('au', '5300408561')).toBe('5300408561');
  });
});
