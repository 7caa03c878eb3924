import { inArray } from 'drizzle-orm';
import { users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { parseInput } from '../platform';
import { userIdsInput } from './list-people';

/** Where and how often a person hears about new messages (spec §3 messages_notify_frequently). */
export type NotificationContact = { id: number; email: string; firstName: string; messagesNotifyFrequently: number };

/**
 * For the site's own e-mail only (the chat's e-mail job): some people's addresses and
 * message-notification choice, in one query; unknown ids are absent. The addresses go to the mailer,
 * never into an answer: no adapter offers this read.
 */
export async function listNotificationContacts({ db }: RequestContext, input: unknown): Promise<Map<number, NotificationContact>> {
  const { userIds } = parseInput(userIdsInput, input);
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, messagesNotifyFrequently: users.messagesNotifyFrequently })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}
