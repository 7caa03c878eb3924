import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { idField, parseInput } from '../platform';
import { userIsVendor } from './viewer';

/** A person as others see them in a conversation: never their e-mail. */
export type PublicPerson = { id: number; nickname: string | null; firstName: string; avatar: string | null; isVendor: boolean };

/** People a batch read takes at most (a list of 1,000 conversations names 1,001 people). */
export const maxPeoplePerRead = 2000;

export const userIdsInput = z.object({
  userIds: z.array(idField('There is no such user.')).max(maxPeoplePerRead, `At most ${maxPeoplePerRead} people at once.`),
});

/**
 * Some people's public facts (what a conversation shows of its participants: nickname, first name,
 * avatar) in one query; unknown ids are absent. Public, like a service page's vendor: no e-mail.
 */
export async function listPeople({ db }: RequestContext, input: unknown): Promise<Map<number, PublicPerson>> {
  const { userIds } = parseInput(userIdsInput, input);
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, nickname: users.nickname, firstName: users.firstName, avatar: users.avatar, isVendor: userIsVendor })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}
