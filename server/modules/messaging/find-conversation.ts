import { and, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { conversations } from '../../../db/schema/messaging';
import type { Viewer } from '../accounts/viewer';
import { serviceIdField, userIdField } from './input-fields';
import { assertActingAsSelf, requireSignedIn } from './policy';

export const findConversationInput = z.object({ toId: userIdField('to_id'), fromId: userIdField('from_id'), serviceId: serviceIdField });

export type FindConversationInput = { toId: number | string; fromId: number | string; serviceId: number | string };

/**
 * Spec §7 get-conversation: the conversation between the viewer (from_id, who must be the viewer)
 * and to_id about the service, or null when there is none. The viewer may be either side.
 */
export async function findConversation(db: Database, viewer: Viewer | null, input: FindConversationInput): Promise<number | null> {
  const person = requireSignedIn(viewer);
  const { toId, fromId, serviceId } = findConversationInput.parse(input);
  assertActingAsSelf(person, fromId);
  const [row] = await db
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
