import { z } from 'zod';
import { autoReplies } from '../../../db/schema/bookings';
import { maxAutoReplyLength } from '../../../shared/bookings/limits';
import type { RequestContext } from '../../context';
import { InvalidInputError, parseInput } from '../../kernel';
import { flagField } from './input-fields';
import { requireVendor } from './policy';

export const setAutoReplyInput = z.object({
  enabled: flagField,
  body: z
    .string({ error: 'The auto-reply must be text.' })
    .max(maxAutoReplyLength, { error: `The auto-reply must be at most ${maxAutoReplyLength.toLocaleString('en-AU')} characters.` })
    .transform((text) => text.replace(/\r\n?/g, '\n').replaceAll('\u0000', '').trim())
    .optional()
    .default(''),
});

/**
 * GraphQL setAutoReply(enabled, body): the vendor's automatic answer, sent once, to the first message
 * of each new conversation. It never counts as their reply (the response-time line, the pipeline).
 */
export async function setAutoReply(ctx: RequestContext, input: unknown): Promise<{ enabled: boolean; body: string }> {
  const { enabled, body } = parseInput(setAutoReplyInput, input);
  const vendor = requireVendor(ctx.viewer);
  if (enabled && body === '') throw new InvalidInputError({ body: ['Write the auto-reply before turning it on.'] });
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(autoReplies)
      .values({ vendorId: vendor.id, enabled, body, updatedAt: now })
      .onConflictDoUpdate({ target: autoReplies.vendorId, set: { enabled, body, updatedAt: now } });
  });
  return { enabled, body };
}
