import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { parseInput, personTag, purgePages } from '../../kernel';
import { accountIdField } from './input-fields';
import { authorizeAccountChange } from './policy';

export const setNicknameInput = z.object({ id: accountIdField, nickname: z.string().trim().min(1).max(200) });

/** The name others see in chat and on listings (a vendor's business name): the person or an administrator. */
export async function setNickname(ctx: RequestContext, input: unknown): Promise<void> {
  const { id, nickname } = parseInput(setNicknameInput, input);
  await authorizeAccountChange(ctx, id);
  await ctx.db.update(users).set({ nickname, updatedAt: ctx.clock.now() }).where(eq(users.id, id));
  await purgePages(ctx, [personTag(id)]);
}
