import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../../db/schema';
import type { RequestContext } from '../../graphql/context';
import { InvalidInputError, notAllowed, RefusedError, signInRequired } from '../platform/errors';
import { roleOf, type Viewer } from './viewer';

export type AccountContext = Pick<RequestContext, 'db' | 'viewer'>;

/** Whether the viewer may change this account (profile, avatar, e-mail, password): their own; any, for an administrator. */
export function mayChangeAccount(viewer: Pick<Viewer, 'id' | 'roles' | 'isVendor'>, userId: number): boolean {
  return viewer.id === userId || roleOf(viewer) === 'administrator';
}

const userId = z.coerce.number({ error: 'The user id is not valid.' }).int('The user id is not valid.').positive('The user id is not valid.');

/**
 * The account a use case's input names by `id`, once the viewer may change it: a visitor is asked
 * to sign in, anyone else's account is refused without saying whether it exists, and an
 * administrator naming a user who does not exist is told so. Checked before the rest of the input.
 */
export async function authorizeAccountChange(context: AccountContext, input: unknown): Promise<{ viewer: Viewer; userId: number }> {
  const { viewer, db } = context;
  if (!viewer) throw signInRequired();
  const parsed = userId.safeParse((input as { id?: unknown } | null | undefined)?.id ?? '');
  if (!parsed.success) throw new InvalidInputError({ id: ['The user id is not valid.'] });
  if (!mayChangeAccount(viewer, parsed.data)) throw notAllowed();
  if (parsed.data !== viewer.id) {
    const [found] = await db.select({ id: users.id }).from(users).where(eq(users.id, parsed.data));
    if (!found) throw new RefusedError('There is no such user.', 'NOT_FOUND');
  }
  return { viewer, userId: parsed.data };
}
