import { describe, expect, it } from 'vitest';
import { countdownWords, daysSinceWedding, todayIn } from './wedding-countdown';

describe('the wedding countdown', () => {
  it('counts whole days, negative before the wedding and positive after', () => {
    expect(daysSinceWedding('2027-03-06 15:00:00', '2027-02-04')).toBe(-30);
    expect(daysSinceWedding('2027-03-06 15:00:00', '2027-03-06')).toBe(0);
    expect(daysSinceWedding('2026-12-31', '2027-01-01')).toBe(1);
    // Across the end of daylight saving in Sydney (2027-04-04): still whole days.
    expect(daysSinceWedding('2027-03-01', '2027-05-01')).toBe(61);
  });

  it("reads spec §4's words", () => {
    expect(countdownWords(-30)).toEqual({ count: 30, unit: 'days', phrase: 'until you say' });
    expect(countdownWords(0)).toEqual({ count: 0, unit: 'days', phrase: 'until you say' });
    expect(countdownWords(1)).toEqual({ count: 1, unit: 'day', phrase: 'since you said' });
  });

  it("takes today's date in the viewer's country", () => {
    // 14:30 UTC on 5 March is already 6 March in Sydney and Auckland.
    const now = new Date('2027-03-05T14:30:00Z');
    expect(todayIn('au', now)).toBe('2027-03-06');
    expect(todayIn('nz', now)).toBe('2027-03-06');
    expect(todayIn('au', new Date('2027-03-05T12:00:00Z'))).toBe('2027-03-05');
  });
});
