import { describe, expect, it } from 'vitest';
import { bayesianMean, containsPersonalData, oneDecimal, removalLine } from './rules';

describe('personal data in a review', () => {
  it('finds phone numbers and e-mail addresses as people write them', () => {
    for (const text of ['call me on 0412 555 019', 'ring 02 4998 7654 after five', 'write to a.b@example.com', 'in NZ: +64 21 123 4567', 'mobile 04 12 55 50 19', '021 123 4567'])
      expect([text, containsPersonalData(text)]).toEqual([text, true]);
  });
  it('leaves dates, prices, years and counts alone', () => {
    for (const text of ['We married on 12.03.2026 with 120 guests', 'It cost $12,500 in 2025', 'Married 2025-03-12, 10/10 would book', 'room for 1200-1300 people', 'The venue was 20 minutes from town'])
      expect([text, containsPersonalData(text)]).toEqual([text, false]);
  });
});

describe('the published figures', () => {
  it('rounds to one decimal and ranks forty 4.8s above one 5', () => {
    expect(oneDecimal(4.25)).toBe(4.3);
    expect(oneDecimal(4.04)).toBe(4);
    expect(bayesianMean(5, 1, 4.2)).toBeLessThan(bayesianMean(40 * 4.8, 40, 4.2));
    expect(bayesianMean(0, 0, 4.2)).toBeCloseTo(4.2);
  });
  it('says when and why a review was removed', () => {
    expect(removalLine(new Date('2026-12-03T10:00:00Z'), 'personal_data')).toBe('A review was removed on 3 December 2026 because it contained personal data.');
  });
});
