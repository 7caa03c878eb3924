/** One conversation as the messages screen lists it, seen from the viewer's side. */
export type ConversationSummary = {
  id: string;
  /** The other person: the vendor for a couple, the couple for a vendor. */
  partner: { id: number; name: string; avatar: string | null };
  service: { id: number; name: string; url: string; categoryId: number; categoryTitle: string };
  lastMessageAt: string | null;
  lastMessage: string | null;
  /** The viewer's unread messages in it. */
  unread: number;
};

/**
 * Spec §4: the search box matches the starting letters of the service's or the vendor's name (the
 * couple's name when the viewer is the vendor), ignoring case; any word of a name may start the match.
 */
export function matchesConversationSearch(conversation: ConversationSummary, search: string, viewerIsVendor: boolean): boolean {
  const wanted = search.trim().toLocaleLowerCase();
  if (!wanted) return true;
  const names = viewerIsVendor ? [conversation.partner.name] : [conversation.service.name, conversation.partner.name];
  return names.some((name) => {
    const lower = name.toLocaleLowerCase();
    return lower.startsWith(wanted) || lower.split(/\s+/).some((word) => word.startsWith(wanted));
  });
}
