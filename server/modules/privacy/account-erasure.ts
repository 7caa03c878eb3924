import type { Job } from '../../kernel';
import { eraseDueAccounts } from './erase-due-accounts';

/** Erases the accounts whose 14 days to cancel their deletion ran out (eraseDueAccounts): soon after start, then hourly, one instance at a time. */
export const accountErasure: Job = {
  name: 'account-erasure',
  everyMs: 60 * 60_000,
  firstRunAfterMs: 2 * 60_000,
  leaseMs: 30 * 60_000,
  run: eraseDueAccounts,
};
