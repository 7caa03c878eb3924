/** Months of the availability calendar a service page can page through. */
export const availabilityMonths = 12;

/** The days the availability calendar covers: `today` through the end of its last month (YYYY-MM-DD). */
export function availabilityWindow(today: Date): { from: string; until: string } {
  return {
    from: today.toISOString().slice(0, 10),
    until: new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + availabilityMonths, 0)).toISOString().slice(0, 10),
  };
}
