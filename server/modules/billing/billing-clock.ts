import type { Job } from '../../kernel';
import { runBillingJobs } from './run-billing-jobs';

/**
 * The billing clock (runBillingJobs): renewal invoices and reminders, grace running out. Soon after
 * start (a restart must not leave a period's work an hour late), not during it; then hourly.
 */
export const billingClock: Job = {
  name: 'billing-clock',
  everyMs: 60 * 60_000,
  firstRunAfterMs: 5_000,
  leaseMs: 15 * 60_000,
  run: runBillingJobs,
};
