import type { RequestContext } from '../../context';
import { listPeople, type PublicPerson } from '../accounts';
import { listServiceLinks, type ServiceLink } from '../catalog';
import type { ChatPerson, ChatService } from './chat-message';

/**
 * How a person is named in a chat: their nickname, else their first name. A vendor's nickname is
 * their business name (the vendors module keeps it so).
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

/** Conversations whose parties one round of reads covers: a whole list (the catalog's batch read takes 1,000 services). */
const partiesPerRead = 1000;

/**
 * The people and services of some conversations, through the accounts' and the catalog's use cases:
 * two queries per 1,000 conversations (a list holds 1,000 at most; a daily summary may name more). Only for conversations the caller
 * has already checked the viewer may see (or for the e-mail job).
 */
export async function loadParties(ctx: RequestContext, conversations: readonly { coupleId: number; vendorId: number; serviceId: number }[]) {
  const people = new Map<number, PublicPerson>();
  const links = new Map<number, ServiceLink>();
  for (let start = 0; start < conversations.length; start += partiesPerRead) {
    const batch = conversations.slice(start, start + partiesPerRead);
    const [somePeople, someLinks] = await Promise.all([
      listPeople(ctx, { userIds: [...new Set(batch.flatMap((conversation) => [conversation.coupleId, conversation.vendorId]))] }),
      listServiceLinks(ctx, { serviceIds: [...new Set(batch.map((conversation) => conversation.serviceId))] }),
    ]);
    for (const [id, person] of somePeople) people.set(id, person);
    for (const [id, link] of someLinks) links.set(id, link);
  }
  return {
    person: (id: number) => toChatPerson(id, people.get(id)),
    service: (id: number) => toChatService(id, links.get(id)),
  };
}
