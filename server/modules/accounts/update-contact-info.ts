import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { parseInput, personTag, purgePages } from '../platform';
import { accountIdField } from './input-fields';
import { authorizeAccountChange } from './policy';
import { optionalText, requiredText } from './profile-fields';
import { loadViewer, type Viewer } from './viewer';

export const contactInfoInput = z.object({
  id: accountIdField,
  firstName: requiredText('First name', 100),
  lastName: optionalText('Last name', 100),
  nickname: optionalText('Nickname', 60),
  address: optionalText('Address', 255),
});

/** The profile's Contact Info (spec §7 updateUser(id, first_name, last_name, address)), and the nickname the header shows. */
export async function updateContactInfo(ctx: RequestContext, input: unknown): Promise<Viewer> {
  const { id, ...fields } = parseInput(contactInfoInput, input);
  await authorizeAccountChange(ctx, id);
  await ctx.db
    .update(users)
    .set({ firstName: fields.firstName, lastName: fields.lastName, nickname: fields.nickname, address: fields.address, updatedAt: ctx.clock.now() })
    .where(eq(users.id, id));
  // A vendor's nickname names them on their listings.
  await purgePages(ctx, [personTag(id)]);
  return (await loadViewer(ctx.db, id))!;
}
