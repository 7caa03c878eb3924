const monthNames = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

// 2027-03-06, 2027/3/6, then optionally T or a space, 15:00 or 15:00:00(.000), then optionally Z or ±hh(:mm).
const yearFirst = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(?:Z|[+-]\d{2}(?::?\d{2})?)?$/i;
// 6/3/2027, 06-03-2027, 6.3.2027 (day first, as Australia and New Zealand write it), optionally 15:00(:00).
const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
// 6 March 2027, 6th Mar 2027.
const dayMonthName = /^(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]+)\.?,?\s+(\d{4})$/i;
// March 6, 2027.
const monthNameDay = /^([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i;

/**
 * A date or date-time in any of the forms clients send, as spec §9's YYYY-MM-DD HH:mm:ss; null
 * when it is no real date (2027-02-30, 13/13/2027, "soon"). A date alone is midnight. A time zone
 * (Z, +11:00) is dropped rather than converted: the digits are the local time where the event
 * takes place, and converting would move a date picked at midnight in Sydney to the day before.
 */
export function toDateTimeString(text: string): string | null {
  const value = text.trim();
  let parts: [year: string, month: string | number, day: string, hour?: string, minute?: string, second?: string] | null = null;
  let match: RegExpExecArray | null;
  if ((match = yearFirst.exec(value))) parts = [match[1], match[2], match[3], match[4], match[5], match[6]];
  else if ((match = dayFirst.exec(value))) parts = [match[3], match[2], match[1], match[4], match[5], match[6]];
  else if ((match = dayMonthName.exec(value))) parts = [match[3], monthNumber(match[2]), match[1]];
  else if ((match = monthNameDay.exec(value))) parts = [match[3], monthNumber(match[1]), match[2]];
  if (!parts) return null;
  // A part the text left out (the time of a date alone) is 0.
  const [year, month, day, hour = 0, minute = 0, second = 0] = parts.map((part) => Number(part ?? 0));
  if (hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 30 February over into March: a real date comes back unchanged.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

/** 1–12 for an English month name or its first three letters or more ("Mar", "Sept"); 0 otherwise. */
function monthNumber(name: string): number {
  const lower = name.toLowerCase().replace(/^sept$/, 'sep');
  return lower.length >= 3 ? monthNames.findIndex((month) => month.startsWith(lower)) + 1 : 0;
}

const pad = (value: number) => String(value).padStart(2, '0');
