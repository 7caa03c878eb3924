import { addDays, daysBetween, type Day } from '../planning/dates';

/**
 * The legal deadline for answering a person's request about their personal information
 * (docs/privacy.md, "Requests and deadlines"), counted from the day it came in that country:
 * - Australia: APP 12.4 and 13.5 ask for an answer "within a reasonable period"; the OAIC's
 *   guidelines say that is generally 30 calendar days.
 * - New Zealand: Privacy Act 2020 s 44 (access) and s 65 with s 44's limit (correction): "no later
 *   than 20 working days after the day on which the request is received", with s 7's working day.
 */
export type PrivacyCountry = 'AU' | 'NZ';

export const privacyDeadlineRule: Record<PrivacyCountry, string> = {
  AU: '30 calendar days (Australian Privacy Principles 12 and 13)',
  NZ: '20 working days (Privacy Act 2020, New Zealand)',
};

/**
 * Te Rā Aro ki a Matariki, as the schedule of the Te Kāhui o Matariki Public Holiday Act 2022 sets
 * it (it follows the lunar calendar: no formula). A year past the schedule counts no Matariki, which
 * only brings a deadline a day earlier.
 */
const matariki: Record<number, Day> = {
  2022: '2022-06-24', 2023: '2023-07-14', 2024: '2024-06-28', 2025: '2025-06-20', 2026: '2026-07-10',
  2027: '2027-06-25', 2028: '2028-07-14', 2029: '2029-07-06', 2030: '2030-06-21', 2031: '2031-07-11',
  2032: '2032-07-02', 2033: '2033-06-24', 2034: '2034-07-07', 2035: '2035-06-29', 2036: '2036-07-18',
  2037: '2037-07-10', 2038: '2038-06-25', 2039: '2039-07-15', 2040: '2040-07-06', 2041: '2041-07-19',
  2042: '2042-07-11', 2043: '2043-07-03', 2044: '2044-06-24', 2045: '2045-07-07', 2046: '2046-06-29',
  2047: '2047-07-19', 2048: '2048-07-03', 2049: '2049-06-25', 2050: '2050-07-15', 2051: '2051-06-30',
  2052: '2052-06-21',
};

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (year: number, month: number, date: number): Day => `${year}-${pad(month)}-${pad(date)}`;
const weekday = (day: Day) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Easter Sunday of a year (the Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): Day {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return dayOf(year, month, date);
}

/** The `nth` Monday (1-based) of a month. */
function nthMonday(year: number, month: number, nth: number): Day {
  const first = dayOf(year, month, 1);
  return addDays(first, ((8 - weekday(first)) % 7) + 7 * (nth - 1));
}

/** Waitangi and Anzac Day fall on the next Monday when on a weekend (s 7 (ab)). */
const mondayised = (day: Day) => (weekday(day) === 6 ? addDays(day, 2) : weekday(day) === 0 ? addDays(day, 1) : day);

/** The days of a year, other than weekends and the summer break, that s 7 says are not working days. */
function nzHolidays(year: number): Set<Day> {
  const easter = easterSunday(year);
  const days = [
    dayOf(year, 2, 6),
    mondayised(dayOf(year, 2, 6)),
    addDays(easter, -2),
    addDays(easter, 1),
    dayOf(year, 4, 25),
    mondayised(dayOf(year, 4, 25)),
    nthMonday(year, 6, 1), // the Sovereign's birthday
    nthMonday(year, 10, 4), // Labour Day
  ];
  if (matariki[year]) days.push(matariki[year]);
  return new Set(days);
}

const holidayCache = new Map<number, Set<Day>>();

/** A working day in New Zealand as the Privacy Act 2020 s 7 defines it. */
export function isNzWorkingDay(day: Day): boolean {
  const w = weekday(day);
  if (w === 0 || w === 6) return false;
  const month = Number(day.slice(5, 7));
  const date = Number(day.slice(8, 10));
  // 25 December to 15 January.
  if ((month === 12 && date >= 25) || (month === 1 && date <= 15)) return false;
  const year = Number(day.slice(0, 4));
  let holidays = holidayCache.get(year);
  if (!holidays) holidayCache.set(year, (holidays = nzHolidays(year)));
  return !holidays.has(day);
}

/** The last day to answer a request received on `received` (YYYY-MM-DD, that country's date). */
export function privacyDeadline(country: PrivacyCountry, received: Day): Day {
  if (country === 'AU') return addDays(received, 30);
  let day = received;
  for (let left = 20; left > 0; ) {
    day = addDays(day, 1);
    if (isNzWorkingDay(day)) left -= 1;
  }
  return day;
}

/** Days from `today` to the deadline: negative when it has passed. */
export const daysLeft = (dueOn: Day, today: Day) => daysBetween(today, dueOn);
