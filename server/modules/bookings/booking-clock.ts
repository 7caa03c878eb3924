import type { Job } from '../../kernel';
import { runBookingClock } from './run-booking-clock';

/**
 * The bookings clock (runBookingClock): quotes past their validity expire, unconfirmed holds end.
 * Soon after start, then every 10 minutes, one instance at a time (the job runner's lease).
 */
export const bookingClock: Job = {
  name: 'booking-clock',
  everyMs: 10 * 60_000,
  firstRunAfterMs: 10_000,
  leaseMs: 10 * 60_000,
  run: runBookingClock,
};
