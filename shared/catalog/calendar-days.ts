/** Each day from `start` up to and excluding `end` (YYYY-MM-DD, UTC calendar days), at most `limit` of them. */
export function daysBetween(start: string, end: string, limit: number): string[] {
  const days: string[] = [];
  for (let day = new Date(`${start}T00:00:00Z`); days.length < limit; day.setUTCDate(day.getUTCDate() + 1)) {
    const text = day.toISOString().slice(0, 10);
    if (text >= end) break;
    days.push(text);
  }
  return days;
}

/** The day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
