import { inArray } from 'drizzle-orm';
import { users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { formerMemberName, isFormerMember } from './pending-deletion';

/** Where and how often a person hears about new messages (spec §3 messages_notify_frequently), and whether their account is suspended (or deleted): then nothing is mailed. */
export type NotificationContact = { id: number; email: string; firstName: string; messagesNotifyFrequently: number; suspended: boolean };

/**
 * For the site's own e-mail (the chat's notification job), never for an answer to a client: some
 * people's addresses and message-notification choice, in one query. The ids are the server's own.
 * The admin area's use cases show administrators the same facts of the people in their tables.
 */
export async function listNotificationContacts({ db }: Pick<RequestContext, 'db'>, ids: readonly number[]): Promise<Map<number, NotificationContact>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, messagesNotifyFrequently: users.messagesNotifyFrequently, suspendedAt: users.suspendedAt, formerMember: isFormerMember })
    .from(users)
    .where(inArray(users.id, unique));
  // A deleted account (pending or erased) is named as others see it and mailed like a suspended one: never.
  return new Map(
    rows.map(({ suspendedAt, formerMember, ...row }) => [row.id, formerMember ? { ...row, firstName: formerMemberName, suspended: true } : { ...row, suspended: suspendedAt !== null }]),
  );
}
