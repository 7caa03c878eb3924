import { describe, expect, it } from 'vitest';
import { groupThousands, oneDecimal } from './format-number';

describe('number formats without Intl', () => {
  it('groups thousands as en-AU does', () => {
    const intl = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });
    for (const value of [0, 7, 999, 1000, 12345, 999999, 1000000, 123456789, -4321, 1499.6]) {
      expect(groupThousands(value)).toBe(intl.format(Math.round(value)));
    }
  });

  it('rounds to one decimal as en-AU does', () => {
    const intl = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    for (let hundredths = 100; hundredths <= 500; hundredths += 1) {
      const value = hundredths / 100;
      expect(oneDecimal(value)).toBe(intl.format(value));
    }
    expect(oneDecimal(4)).toBe('4.0');
    expect(oneDecimal(10 / 3)).toBe(intl.format(10 / 3));
  });
});
