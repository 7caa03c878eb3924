import { z } from 'zod';
import { listingLimits } from '../../../shared/catalog/listing-fields';

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDay(value: string): boolean {
  return isoDay.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

/** Booked days as a client sends them: YYYY-MM-DD, at most a year's worth. */
export const bookedDaysField = z
  .array(z.string().max(10).refine(isCalendarDay, 'Give days as YYYY-MM-DD.'))
  .max(listingLimits.bookedDays, `At most ${listingLimits.bookedDays} booked days.`);
