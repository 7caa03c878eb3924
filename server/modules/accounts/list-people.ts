import { inArray } from 'drizzle-orm';
import { users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { userIsVendor } from './viewer';

/** A person as others see them in a conversation: never their e-mail. */
export type PublicPerson = { id: number; nickname: string | null; firstName: string; avatar: string | null; isVendor: boolean };

/**
 * Some people's public facts (what anyone in a conversation with them sees) in one query; unknown
 * ids are absent. The ids are the server's own (a conversation's parties), not a client's.
 */
export async function listPeople({ db }: Pick<RequestContext, 'db'>, ids: readonly number[]): Promise<Map<number, PublicPerson>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, nickname: users.nickname, firstName: users.firstName, avatar: users.avatar, isVendor: userIsVendor })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}
