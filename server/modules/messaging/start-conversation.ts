import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { conversations } from '../../../db/schema/messaging';
import { systemContext } from '../../context';
import { listServiceLinks } from '../catalog';
import { InvalidInputError } from '../platform/errors';
import { announceMessage, appendMessage } from './append-message';
import { sendPerUser, startPerUser } from './chat-limits';
import type { ChatContext } from './chat-events';
import type { ChatMessage } from './chat-message';
import { throttleChat } from './chat-throttle';
import { messageTextField, serviceIdField, userIdField } from './input-fields';
import { assertActingAsSelf, cannotMessageOwnListing, listingHasNoVendor, noSuchService, requireSignedIn } from './policy';

export const startConversationInput = z.object({
  serviceId: serviceIdField,
  message: messageTextField,
  /** Spec §7 names both people; the couple must be the viewer and the vendor the service's owner. */
  userId: userIdField('user_id').optional(),
  vendorId: userIdField('vendor_id').optional(),
});

export type StartConversationInput = {
  serviceId: number | string;
  message: string;
  userId?: number | string;
  vendorId?: number | string;
};

export type StartedConversation = { conversationId: number; message: ChatMessage; created: boolean };

/**
 * Spec §4 "Contact on a service": the viewer (the couple) writes to the vendor who owns the service.
 * The first message starts the conversation; when the couple already has one about this service, the
 * message joins it (one conversation per couple and service, however many tabs send at once).
 */
export async function startConversation(context: ChatContext, input: StartConversationInput): Promise<StartedConversation> {
  const couple = requireSignedIn(context.viewer);
  const { serviceId, message, userId, vendorId } = startConversationInput.parse(input);
  assertActingAsSelf(couple, userId);
  const service = (await listServiceLinks(systemContext({ db: context.db }), { serviceIds: [serviceId] })).get(serviceId);
  if (!service) throw noSuchService();
  if (service.ownerId === null) throw listingHasNoVendor();
  if (service.ownerId === couple.id) throw cannotMessageOwnListing();
  if (vendorId !== undefined && vendorId !== service.ownerId) throw new InvalidInputError({ vendorId: ['vendor_id is not the vendor of this service.'] });

  await throttleChat(context.rateLimiter, `chat-start:user:${couple.id}`, startPerUser, 'You have started many conversations recently. Please try again later.');
  await throttleChat(context.rateLimiter, `chat-send:user:${couple.id}`, sendPerUser, 'You are sending messages too quickly. Please wait a moment.');

  const vendorOwner = service.ownerId;
  const { appended, created } = await context.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(conversations)
      .values({ coupleId: couple.id, vendorId: vendorOwner, serviceId })
      .onConflictDoNothing({ target: [conversations.coupleId, conversations.serviceId] })
      .returning({ id: conversations.id });
    const id =
      inserted[0]?.id ??
      (await tx
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.coupleId, couple.id), eq(conversations.serviceId, serviceId))))[0].id;
    return { appended: await appendMessage(tx, id, couple, message), created: inserted.length > 0 };
  });
  await announceMessage(context.db, context.chatBus, appended);
  return { conversationId: appended.conversation.id, message: appended.message, created };
}
