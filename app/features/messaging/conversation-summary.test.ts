import { describe, expect, it } from 'vitest';
import { matchesConversationSearch, type ConversationSummary } from './conversation-summary';

const conversation: ConversationSummary = {
  id: '1',
  partner: { id: 2, name: 'Harbour Events', avatar: null },
  service: { id: 3, name: 'The Glasshouse Venue', url: '/au/nsw/wedding-venues/3/the-glasshouse-venue', categoryId: 1, categoryTitle: 'Venue' },
  lastMessageAt: null,
  lastMessage: null,
  unread: 0,
};

describe('matchesConversationSearch', () => {
  it('matches the starting letters of the service or vendor name, ignoring case', () => {
    expect(matchesConversationSearch(conversation, 'the gl', false)).toBe(true);
    expect(matchesConversationSearch(conversation, 'GLASS', false)).toBe(true);
    expect(matchesConversationSearch(conversation, 'harb', false)).toBe(true);
    expect(matchesConversationSearch(conversation, 'house', false)).toBe(false);
    expect(matchesConversationSearch(conversation, '   ', false)).toBe(true);
  });

  it("matches only the couple's name for a vendor", () => {
    expect(matchesConversationSearch(conversation, 'harb', true)).toBe(true);
    expect(matchesConversationSearch(conversation, 'glass', true)).toBe(false);
  });
});
