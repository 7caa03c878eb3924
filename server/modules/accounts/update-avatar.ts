import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { invalidFileMessage } from '../../../shared/media/image-limits';
import { users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { checkUploadedImage, isUploadedFile, removeStoredImage, renderAvatar, storeImage, type UploadedFile } from '../../media';
import { parseInput, personTag, purgePages, requireSignedIn, throttleUploads } from '../../kernel';
import { accountIdField } from './input-fields';
import { authorizeAccountChange } from './policy';
import { loadViewer } from './viewer';
import { type Viewer } from '../../kernel';

const avatarFolder = 'avatars';

export const avatarInput = z.object({
  id: accountIdField,
  avatar: z.custom<UploadedFile>(isUploadedFile, { message: invalidFileMessage }),
});

/**
 * A new profile picture (spec §7 updateUser(id, avatar)): checked by its content, re-encoded as a
 * square WebP under a random name in /images/avatars/, and the old picture removed once the new
 * one is saved. A refused file changes nothing.
 */
export async function updateAvatar(ctx: RequestContext, input: unknown): Promise<Viewer> {
  const { id, avatar } = parseInput(avatarInput, input);
  await authorizeAccountChange(ctx, id);
  await throttleUploads(ctx.rateLimiter, requireSignedIn(ctx.viewer), { avatar: true });
  const { db, publicFiles } = ctx;
  // A refused picture is an InvalidInputError on avatar: spec §5's message, then each problem.
  const rendered = await renderAvatar(await checkUploadedImage(avatar, 'avatar'), 'avatar');
  const url = await storeImage(publicFiles, avatarFolder, rendered, 'webp');
  let previous: string | null;
  try {
    // The old picture is read and replaced in one step, so two uploads at once cannot both keep it.
    previous = await db.transaction(async (tx) => {
      const [row] = await tx.select({ avatar: users.avatar }).from(users).where(eq(users.id, id)).for('update');
      await tx.update(users).set({ avatar: url, updatedAt: ctx.clock.now() }).where(eq(users.id, id));
      return row?.avatar ?? null;
    });
  } catch (error) {
    await removeStoredImage(publicFiles, avatarFolder, url);
    throw error;
  }
  await purgePages(ctx, [personTag(id)]);
  if (previous) await removeStoredImage(publicFiles, avatarFolder, previous);
  return (await loadViewer(db, id))!;
}
