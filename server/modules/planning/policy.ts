import type { Viewer } from '../../kernel';
import { isCouple, RefusedError, requireCouple } from '../../kernel';

/**
 * The planning module's rules (issue 33). A couple's checklist and budget are theirs alone: a
 * visitor is asked to sign in; a vendor and an administrator are refused outright (an administrator
 * has no reading of a couple's planning, not even through the admin area); another couple asking
 * for a task, item or payment that is not theirs learns nothing of it ("not found").
 */
export const plannersOnly = 'Planning is for couples: sign in with your couple’s account.';
export const administratorsRefused = 'A couple’s planning is private: administrators cannot see or change it.';

/** The signed-in couple whose planning this is (not a vendor, not an administrator). */
export function requirePlanner(viewer: Viewer | null): Viewer {
  return requireCouple(viewer, { administrator: administratorsRefused, vendor: plannersOnly });
}

/** Whether a person plans (a couple: neither a vendor nor an administrator), for a job acting on their behalf. */
export function isPlanner(person: Viewer): boolean {
  return isCouple(person);
}


/** The weekly e-mail's unsubscribe link, when it names nobody: the same answer whatever is wrong with it. */
export const invalidUnsubscribeLink = 'This unsubscribe link is not valid. Please use the link in your most recent weekly planning e-mail, or switch the e-mail off in your profile’s Notifications.';
export const unsubscribeLinkNotFound = () => new RefusedError(invalidUnsubscribeLink, 'NOT_FOUND');

/** A row of another couple's, or none: the same answer. */
export function requireOwnRow<T extends { coupleId: number }>(row: T | undefined, couple: Viewer, notFound: () => RefusedError): T {
  if (!row || row.coupleId !== couple.id) throw notFound();
  return row;
}

export const taskNotFound = () => new RefusedError('There is no such task.', 'NOT_FOUND');
export const itemNotFound = () => new RefusedError('There is no such budget item.', 'NOT_FOUND');
export const paymentNotFound = () => new RefusedError('There is no such payment.', 'NOT_FOUND');

export const maxTasks = 500;
export const maxItems = 500;
export const maxPaymentsPerItem = 50;
export const tooManyTasks = () => new RefusedError(`A checklist holds at most ${maxTasks} tasks: hide or complete some instead.`, 'CONFLICT');
export const tooManyItems = () => new RefusedError(`A budget holds at most ${maxItems} items.`, 'CONFLICT');
export const tooManyPayments = () => new RefusedError(`An item holds at most ${maxPaymentsPerItem} payments.`, 'CONFLICT');
