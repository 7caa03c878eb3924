import { daysBetween } from '../../../shared/planning/dates';
import type { OutgoingMail } from '../../integrations/mail/create-mailer';
import { listUnsubscribeHeaders, renderEmail } from '../../integrations/mail/email-layout';
import type { PlanningTask } from './checklist-model';

const longDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayOf = (day: string) => longDate.format(new Date(`${day}T00:00:00Z`));

export const weeklyEmailSubject = 'Your wedding checklist this week';

/** A task as the e-mail lists it: its title and when it is due, as the couple's today reads it. */
export function taskLine(task: Pick<PlanningTask, 'title' | 'dueDate'>, today: string): string {
  if (!task.dueDate) return `${task.title} (any time)`;
  if (task.dueDate === today) return `${task.title}: due today`;
  return task.dueDate < today ? `${task.title}: was due ${dayOf(task.dueDate)}` : `${task.title}: due ${dayOf(task.dueDate)}`;
}

/**
 * The weekly e-mail of a couple's next tasks: the countdown (spec §4's words), the tasks with their
 * due dates, a button to /planning, why it comes and how to stop it (the profile's Notifications,
 * or the unsubscribe link under it and in the List-Unsubscribe headers).
 */
export function weeklyEmailMessage(content: {
  appName: string;
  to: string;
  firstName: string;
  weddingDate: string;
  today: string;
  tasks: Pick<PlanningTask, 'title' | 'dueDate'>[];
  planningUrl: string;
  unsubscribeUrl: string;
}): OutgoingMail {
  const days = daysBetween(content.today, content.weddingDate);
  return {
    to: content.to,
    subject: weeklyEmailSubject,
    headers: listUnsubscribeHeaders(content.unsubscribeUrl),
    ...renderEmail({
      appName: content.appName,
      heading: weeklyEmailSubject,
      paragraphs: [`Hi ${content.firstName},`, `${days} ${days === 1 ? 'day' : 'days'} until you say I Do! These are the next tasks on your checklist:`],
      list: content.tasks.map((task) => taskLine(task, content.today)),
      action: { label: 'Open your planning', url: content.planningUrl },
      footnote: 'You get this e-mail once a week because you switched it on in the Notifications of your profile. Switch it off there, or with the link below.',
      unsubscribeUrl: content.unsubscribeUrl,
    }),
  };
}
