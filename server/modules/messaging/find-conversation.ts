import { and, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import { conversations } from '../../../db/schema/messaging';
import type { RequestContext } from '../../context';
import { requireSignedIn, parseInput } from '../../kernel';
import { serviceIdField, userIdField } from './input-fields';
import { assertActingAsSelf } from './policy';

export const findConversationInput = z.object({ toId: userIdField('to_id'), fromId: userIdField('from_id'), serviceId: serviceIdField });

/**
 * Spec §7 get-conversation: the conversation between the viewer (from_id, who must be the viewer)
 * and to_id about the service, or null when there is none. The viewer may be either side.
 */
export async function findConversation(ctx: RequestContext, input: unknown): Promise<number | null> {
  const { toId, fromId, serviceId } = parseInput(findConversationInput, input);
  const person = requireSignedIn(ctx.viewer);
  assertActingAsSelf(person, fromId);
  const [row] = await ctx.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.serviceId, serviceId),
        or(and(eq(conversations.coupleId, fromId), eq(conversations.vendorId, toId)), and(eq(conversations.coupleId, toId), eq(conversations.vendorId, fromId))),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}
