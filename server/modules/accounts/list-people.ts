import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { idField, parseInput } from '../../kernel';
import { formerMemberName, isFormerMember } from './pending-deletion';
import { userIsVendor } from './viewer';

/** People a batch read takes at most (a page of conversations names two per conversation, repeats included). */
const maxPeoplePerRead = 5000;

export const listPeopleInput = z.object({
  userIds: z.array(idField('There is no such person.')).max(maxPeoplePerRead, `At most ${maxPeoplePerRead} people at once.`),
});

/** A person as anyone may see them (a conversation's party, a listing's vendor): never their e-mail. */
export type PublicPerson = { id: number; nickname: string | null; firstName: string; avatar: string | null; isVendor: boolean; createdAt: Date };

/**
 * Some people's public facts in one query: anyone may ask; unknown ids are absent. A person who
 * deleted their account (pending or erased) is "A former member", without nickname or picture.
 */
export async function listPeople(ctx: RequestContext, input: unknown): Promise<Map<number, PublicPerson>> {
  const unique = [...new Set(parseInput(listPeopleInput, input).userIds)];
  if (unique.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: users.id, nickname: users.nickname, firstName: users.firstName, avatar: users.avatar, isVendor: userIsVendor, createdAt: users.createdAt, formerMember: isFormerMember })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map(({ formerMember, ...row }) => [row.id, formerMember ? { ...row, nickname: null, firstName: formerMemberName, avatar: null } : row]));
}
