import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { conversations } from '../../../db/schema/messaging';
import type { RequestContext } from '../../context';
import { listPeople } from '../accounts';
import { listServiceLinks } from '../catalog';
import { idField, parseInput } from '../../kernel';
import { toChatPerson } from './chat-parties';
import type { ChatPerson } from './chat-message';

/** Spec §7 getServiceChat(id): the service; an id that is not one names no service (null), like an unknown one. */
export const findServiceChatInput = z.object({ id: idField('There is no such service.').nullable().catch(null) });

export type ServiceChat = {
  serviceId: number;
  serviceName: string;
  serviceUrl: string;
  /** The vendor who answers; null while the listing is unclaimed. */
  vendor: ChatPerson | null;
  /** The viewer's conversation about this service, null when they have none (or are a visitor). */
  conversationId: number | null;
  /** The viewer may write to the vendor: signed in, the listing has a vendor, and it is not theirs. */
  canMessage: boolean;
};

/**
 * Spec §7 getServiceChat(id): what a service page's Contact button and chat icon need. Public facts
 * (the vendor's nickname and avatar are on the page anyway) plus the viewer's own conversation; null
 * for an unknown service, and for one the public may not see (a draft, unpublished or held: the
 * catalog's one rule), whoever asks. At most three queries.
 */
export async function findServiceChat(ctx: RequestContext, input: unknown): Promise<ServiceChat | null> {
  const { id: serviceId } = parseInput(findServiceChatInput, input);
  if (serviceId === null) return null;
  const { db, viewer } = ctx;
  const [links, existing] = await Promise.all([
    listServiceLinks(ctx, { serviceIds: [serviceId], publicOnly: true }),
    viewer
      ? db
          .select({ id: conversations.id })
          .from(conversations)
          .where(and(eq(conversations.coupleId, viewer.id), eq(conversations.serviceId, serviceId)))
      : Promise.resolve([]),
  ]);
  const service = links.get(serviceId);
  if (!service) return null;
  const vendorId = service.ownerId;
  const vendor = vendorId === null ? null : toChatPerson(vendorId, (await listPeople(ctx, { userIds: [vendorId] })).get(vendorId));
  return {
    serviceId,
    serviceName: service.name,
    serviceUrl: service.path,
    vendor,
    conversationId: existing[0]?.id ?? null,
    canMessage: viewer !== null && vendorId !== null && vendorId !== viewer.id,
  };
}
