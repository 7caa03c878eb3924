import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema/accounts';
import { userIsVendor } from './viewer';

/** A person as others see them in a conversation: never their e-mail. */
export type PublicPerson = { id: number; nickname: string | null; firstName: string; avatar: string | null; isVendor: boolean };

/** Some people's public facts in one query; unknown ids are absent. */
export async function listPeople(db: Database, ids: readonly number[]): Promise<Map<number, PublicPerson>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, nickname: users.nickname, firstName: users.firstName, avatar: users.avatar, isVendor: userIsVendor })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Where and how often a person hears about new messages (spec §3 messages_notify_frequently). */
export type NotificationContact = { id: number; email: string; firstName: string; messagesNotifyFrequently: number };

/** For the site's own e-mail only: some people's addresses and message-notification choice, in one query. */
export async function listNotificationContacts(db: Database, ids: readonly number[]): Promise<Map<number, NotificationContact>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, messagesNotifyFrequently: users.messagesNotifyFrequently })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}
