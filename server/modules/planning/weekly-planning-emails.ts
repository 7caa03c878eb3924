import type { Job } from '../../kernel';
import { sendWeeklyPlanningEmails } from './send-weekly-planning-emails';

/** The weekly e-mail of the next tasks (sendWeeklyPlanningEmails): soon after start, then hourly, one instance at a time; each couple at most once in 7 days. */
export const weeklyPlanningEmails: Job = {
  name: 'weekly-planning-emails',
  everyMs: 60 * 60_000,
  firstRunAfterMs: 60_000,
  leaseMs: 30 * 60_000,
  run: sendWeeklyPlanningEmails,
};
