// Today is counted where the couple is: the marketplace's two countries.
const timeZones = { au: 'Australia/Sydney', nz: 'Pacific/Auckland' } as const;

/** Today's date (YYYY-MM-DD) in the viewer's country. */
export function todayIn(countryCode: keyof typeof timeZones, now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: timeZones[countryCode], year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Whole days from the wedding day to today (YYYY-MM-DD…): positive once the day has passed. */
export function daysSinceWedding(weddingDate: string, today: string): number {
  const day = (value: string) => Date.UTC(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8, 10)));
  return Math.round((day(today) - day(weddingDate)) / 86_400_000);
}

/** Spec §4: a positive count reads "since you said", otherwise "until you say", then "I Do!". */
export function countdownWords(days: number): { count: number; unit: string; phrase: string } {
  const count = Math.abs(days);
  return { count, unit: count === 1 ? 'day' : 'days', phrase: days > 0 ? 'since you said' : 'until you say' };
}
