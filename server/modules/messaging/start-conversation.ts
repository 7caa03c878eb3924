import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { conversations } from '../../../db/schema/messaging';
import type { RequestContext } from '../../context';
import { requireSignedIn, InvalidInputError, parseInput } from '../../kernel';
import { listServiceLinks } from '../catalog';
import { announceMessage, appendMessage } from './append-message';
import { sendPerUser, startPerUser } from './chat-limits';
import type { ChatMessage } from '../../kernel';
import { throttleChat } from './chat-throttle';
import { messageTextField, optionalField, serviceIdField, userIdField } from './input-fields';
import { assertActingAsSelf, cannotMessageOwnListing, listingHasNoVendor, noSuchService } from './policy';

export const startConversationInput = z.object({
  serviceId: serviceIdField,
  message: messageTextField,
  /** Spec §7 names both people; the couple must be the viewer and the vendor the service's owner. */
  userId: optionalField(userIdField('user_id')),
  vendorId: optionalField(userIdField('vendor_id')),
  // Spec §7's vendor_name and user_name are the old provider's display names: the accounts' own are used.
});

export type StartedConversation = { conversationId: number; message: ChatMessage; created: boolean };

/**
 * Spec §4 "Contact on a service": the viewer (the couple) writes to the vendor who owns the service.
 * The first message starts the conversation; when the couple already has one about this service, the
 * message joins it (one conversation per couple and service, however many tabs send at once).
 */
export async function startConversation(ctx: RequestContext, input: unknown): Promise<StartedConversation> {
  const { serviceId, message, userId, vendorId } = parseInput(startConversationInput, input);
  const couple = requireSignedIn(ctx.viewer);
  assertActingAsSelf(couple, userId);
  // Only a listing the public sees can be written about (a draft's existence is its vendor's).
  const service = (await listServiceLinks(ctx, { serviceIds: [serviceId], publicOnly: true })).get(serviceId);
  if (!service) throw noSuchService();
  if (service.ownerId === null) throw listingHasNoVendor();
  if (service.ownerId === couple.id) throw cannotMessageOwnListing();
  if (vendorId !== undefined && vendorId !== service.ownerId) throw new InvalidInputError({ vendorId: ['vendor_id is not the vendor of this service.'] });

  await throttleChat(ctx.rateLimiter, `chat-start:user:${couple.id}`, startPerUser, 'You have started many conversations recently. Please try again later.');
  await throttleChat(ctx.rateLimiter, `chat-send:user:${couple.id}`, sendPerUser, 'You are sending messages too quickly. Please wait a moment.');

  const vendorOwner = service.ownerId;
  const now = ctx.clock.now();
  const { appended, created } = await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(conversations)
      .values({ coupleId: couple.id, vendorId: vendorOwner, serviceId, createdAt: now })
      .onConflictDoNothing({ target: [conversations.coupleId, conversations.serviceId] })
      .returning({ id: conversations.id });
    const id =
      inserted[0]?.id ??
      (await tx
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.coupleId, couple.id), eq(conversations.serviceId, serviceId))))[0].id;
    return { appended: await appendMessage(tx, id, couple, message, now), created: inserted.length > 0 };
  });
  await announceMessage(ctx.db, ctx.chatBus, appended);
  return { conversationId: appended.conversation.id, message: appended.message, created };
}
