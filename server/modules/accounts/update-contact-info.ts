import type { RequestContext } from '../../context';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../../db/schema/accounts';
import { authorizeAccountChange } from './policy';
import { optionalText, requiredText } from './profile-fields';
import { loadViewer, type Viewer } from './viewer';

const contactInfoInput = z.object({
  first_name: requiredText('First name', 100),
  last_name: optionalText('Last name', 100),
  nickname: optionalText('Nickname', 60),
  address: optionalText('Address', 255),
});

/** The profile's Contact Info (spec §7 updateUser(id, first_name, last_name, address)), and the nickname the header shows. */
export async function updateContactInfo(context: Pick<RequestContext, 'db' | 'viewer'>, input: unknown): Promise<Viewer> {
  const { userId } = await authorizeAccountChange(context, input);
  const fields = contactInfoInput.parse(input);
  await context.db
    .update(users)
    .set({ firstName: fields.first_name, lastName: fields.last_name, nickname: fields.nickname, address: fields.address, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return (await loadViewer(context.db, userId))!;
}
