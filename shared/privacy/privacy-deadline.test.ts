import { describe, expect, it } from 'vitest';
import { daysLeft, easterSunday, isNzWorkingDay, privacyDeadline } from './privacy-deadline';

describe('the legal deadline of a privacy request', () => {
  it('is 30 calendar days in Australia', () => {
    expect(privacyDeadline('AU', '2026-11-28')).toBe('2026-12-28');
    expect(privacyDeadline('AU', '2027-01-31')).toBe('2027-03-02');
    expect(privacyDeadline('AU', '2028-02-01')).toBe('2028-03-02'); // a leap year
  });

  it('is 20 working days in New Zealand, counted from the day after it came', () => {
    // Monday 2 November 2026: four plain weeks.
    expect(privacyDeadline('NZ', '2026-11-02')).toBe('2026-11-30');
    // A request on a Saturday counts from the Monday as well.
    expect(privacyDeadline('NZ', '2026-11-07')).toBe('2026-12-04');
  });

  it('skips 25 December to 15 January', () => {
    // 17 working days to Christmas Eve, then 18, 19 and 20 January 2027.
    expect(privacyDeadline('NZ', '2026-12-01')).toBe('2027-01-20');
    expect(isNzWorkingDay('2026-12-24')).toBe(true);
    expect(isNzWorkingDay('2027-01-15')).toBe(false);
    expect(isNzWorkingDay('2027-01-18')).toBe(true);
  });

  it('skips Good Friday and Easter Monday', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2030)).toBe('2030-04-21');
    expect(isNzWorkingDay('2027-03-26')).toBe(false);
    expect(isNzWorkingDay('2027-03-29')).toBe(false);
    expect(privacyDeadline('NZ', '2027-03-22')).toBe('2027-04-21');
  });

  it('skips Waitangi and Anzac Day, on the Monday after when they fall on a weekend', () => {
    expect(isNzWorkingDay('2026-02-06')).toBe(false); // a Friday
    expect(isNzWorkingDay('2027-02-08')).toBe(false); // 6 February 2027 is a Saturday
    expect(isNzWorkingDay('2027-04-26')).toBe(false); // 25 April 2027 is a Sunday
    expect(isNzWorkingDay('2026-04-27')).toBe(false); // 25 April 2026 is a Saturday: Monday the 27th instead
    expect(isNzWorkingDay('2026-04-28')).toBe(true);
    expect(privacyDeadline('NZ', '2027-04-20')).toBe('2027-05-19');
  });

  it('skips the Sovereign’s birthday and Labour Day', () => {
    expect(isNzWorkingDay('2026-06-01')).toBe(false); // the first Monday of June
    expect(isNzWorkingDay('2027-06-07')).toBe(false);
    expect(isNzWorkingDay('2026-10-26')).toBe(false); // the fourth Monday of October
    expect(isNzWorkingDay('2027-10-25')).toBe(false);
    expect(isNzWorkingDay('2026-10-19')).toBe(true);
  });

  it('skips Matariki on the Act’s scheduled Fridays', () => {
    for (const day of ['2026-07-10', '2027-06-25', '2028-07-14', '2029-07-06', '2030-06-21']) expect(isNzWorkingDay(day), day).toBe(false);
    expect(isNzWorkingDay('2026-07-03')).toBe(true);
    expect(privacyDeadline('NZ', '2026-07-06')).toBe('2026-08-04');
  });

  it('counts the days left, negative once overdue', () => {
    expect(daysLeft('2026-12-28', '2026-11-28')).toBe(30);
    expect(daysLeft('2026-12-28', '2026-12-28')).toBe(0);
    expect(daysLeft('2026-12-28', '2026-12-30')).toBe(-2);
  });
});
