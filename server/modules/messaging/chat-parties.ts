import type { RequestContext } from '../../context';
import { listPeople, type PublicPerson } from '../accounts';
import { listServiceLinks, type ServiceLink } from '../catalog';
import type { ChatPerson, ChatService } from './chat-message';

/**
 * How a person is named in a chat: their nickname, else their first name. (A vendor's business name
 * comes first once vendor profiles keep one; the accounts hold none yet.)
 */
export function displayName(person: Pick<PublicPerson, 'nickname' | 'firstName'>): string {
  return person.nickname?.trim() || person.firstName;
}

export function toChatPerson(id: number, person: PublicPerson | undefined): ChatPerson {
  // A deleted account takes its conversations with it (cascade); this covers the moment in between.
  if (!person) return { id, nickname: 'Former member', avatar: null };
  return { id, nickname: displayName(person), avatar: person.avatar };
}

export function toChatService(id: number, link: ServiceLink | undefined): ChatService {
  if (!link) return { id, name: 'Removed listing', url: '/', category: { id: 0, name: '', title: '' } };
  return { id: link.id, name: link.name, url: link.path, category: link.category };
}

/**
 * The people and services of some conversations, through the accounts' and the catalog's use cases:
 * two queries, whatever their number. Only for conversations the caller has already checked the
 * viewer may see (or for the e-mail job).
 */
export async function loadParties(ctx: RequestContext, conversations: readonly { coupleId: number; vendorId: number; serviceId: number }[]) {
  const [people, links] = await Promise.all([
    listPeople(ctx, { userIds: [...new Set(conversations.flatMap((conversation) => [conversation.coupleId, conversation.vendorId]))] }),
    listServiceLinks(ctx, { serviceIds: [...new Set(conversations.map((conversation) => conversation.serviceId))] }),
  ]);
  return {
    person: (id: number) => toChatPerson(id, people.get(id)),
    service: (id: number) => toChatService(id, links.get(id)),
  };
}
