import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { recordAuditEvent } from '../audit/internal';
import { parseInput, personTag, purgePages } from '../../kernel';
import { accountIdField } from './input-fields';
import { auditsChangesBy, authorizeAccountChange } from './policy';
import { optionalText, requiredText } from './profile-fields';
import { loadViewer } from './viewer';
import { type Viewer } from '../../kernel';

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
  const viewer = await authorizeAccountChange(ctx, id);
  const changed = { firstName: fields.firstName, lastName: fields.lastName, nickname: fields.nickname, address: fields.address };
  await ctx.db.transaction(async (db) => {
    const [before] = await db.select({ firstName: users.firstName, lastName: users.lastName, nickname: users.nickname, address: users.address }).from(users).where(eq(users.id, id)).for('update');
    await db.update(users).set({ ...changed, updatedAt: ctx.clock.now() }).where(eq(users.id, id));
    if (auditsChangesBy(viewer)) await recordAuditEvent({ ...ctx, db }, { action: 'user.profile', entityType: 'user', entityId: id, before, after: changed });
  });
  // A vendor's nickname names them on their listings.
  await purgePages(ctx, [personTag(id)]);
  return (await loadViewer(ctx.db, id))!;
}
