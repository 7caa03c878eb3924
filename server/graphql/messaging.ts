import { builder } from './builder';
import { findServiceChat, listConversations, markConversationSpam, type ChatPerson as ChatPersonData, type ChatService as ChatServiceData, type ConversationSummary, type ServiceChat as ServiceChatData } from '../modules/messaging';
import { useCaseResolver } from './use-case-resolver';

/** Spec §7's conversations(user_id) and getServiceChat(id), and marking spam; every rule lives in the use cases. */

const ChatPerson = builder.objectRef<ChatPersonData>('ChatPerson').implement({
  description: 'A participant of a conversation as the other one sees them',
  fields: (t) => ({
    id: t.exposeInt('id'),
    nickname: t.exposeString('nickname', { description: 'The nickname, else the first name' }),
    avatar: t.exposeString('avatar', { nullable: true }),
  }),
});

const ChatServiceCategory = builder.objectRef<ChatServiceData['category']>('ChatServiceCategory').implement({
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name', { description: 'Machine name (venue)' }), title: t.exposeString('title') }),
});

const ChatService = builder.objectRef<ChatServiceData>('ChatService').implement({
  description: 'The service a conversation is about',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    url: t.exposeString('url', { description: 'The canonical service page' }),
    category: t.field({ type: ChatServiceCategory, resolve: (service) => service.category }),
  }),
});

const Conversation = builder.objectRef<ConversationSummary>('Conversation').implement({
  description: 'Spec §3 Conversation: one couple (from_user), one vendor (to_user), one service',
  fields: (t) => ({
    id: t.id({ resolve: (conversation) => String(conversation.id) }),
    conversation_id: t.string({ description: 'The same id, as the chat calls take it', resolve: (conversation) => String(conversation.id) }),
    from_user: t.field({ type: ChatPerson, description: 'The couple who started it', resolve: (conversation) => conversation.couple }),
    to_user: t.field({ type: ChatPerson, description: 'The vendor', resolve: (conversation) => conversation.vendor }),
    partner: t.field({ type: ChatPerson, description: 'The person on the other side from the viewer', resolve: (conversation) => conversation.partner }),
    service: t.field({ type: ChatService, resolve: (conversation) => conversation.service }),
    last_msg_at: t.string({ description: 'ISO 8601', resolve: (conversation) => conversation.lastMsgAt.toISOString() }),
    from_counts: t.exposeInt('coupleUnread', { description: "The couple's unread messages" }),
    to_counts: t.exposeInt('vendorUnread', { description: "The vendor's unread messages" }),
    unread_count: t.exposeInt('unread', { description: "The viewer's unread messages" }),
    last_message: t.string({
      nullable: true,
      description: 'The newest message, cut to 120 characters',
      resolve: (conversation) => conversation.lastMessage?.preview ?? null,
    }),
    spam: t.exposeBoolean('spam', { description: 'Marked spam by the vendor (told to the vendor only)' }),
  }),
});

const ServiceChat = builder.objectRef<ServiceChatData>('ServiceChat').implement({
  description: "What a service page's Contact button needs: the vendor and the viewer's conversation",
  fields: (t) => ({
    service_id: t.exposeInt('serviceId'),
    service_name: t.exposeString('serviceName'),
    service_url: t.exposeString('serviceUrl'),
    vendor: t.field({ type: ChatPerson, nullable: true, description: 'Null while the listing is unclaimed', resolve: (chat) => chat.vendor }),
    conversation_id: t.string({
      nullable: true,
      description: "The viewer's conversation about the service; null when there is none",
      resolve: (chat) => (chat.conversationId === null ? null : String(chat.conversationId)),
    }),
    can_message: t.exposeBoolean('canMessage', { description: 'Signed in, the listing has a vendor and it is not theirs' }),
  }),
});

const ConversationSpamState = builder.objectRef<{ conversationId: number; spam: boolean }>('ConversationSpamState').implement({
  fields: (t) => ({
    conversation_id: t.string({ resolve: (state) => String(state.conversationId) }),
    spam: t.exposeBoolean('spam'),
  }),
});

builder.queryFields((t) => ({
  conversations: t.field({
    type: [Conversation],
    description: "The viewer's conversations, newest first (only their own; vendors do not see the ones they marked spam)",
    args: { user_id: t.arg.int({ required: true }) },
    resolve: useCaseResolver(listConversations),
  }),
  getServiceChat: t.field({
    type: ServiceChat,
    nullable: true,
    description: 'The vendor of a service and the viewer’s conversation about it; null for an unknown service',
    args: { id: t.arg.int({ required: true, description: 'The service' }) },
    resolve: useCaseResolver(findServiceChat),
  }),
}));

builder.mutationFields((t) => ({
  markConversationSpam: t.field({
    type: ConversationSpamState,
    description: 'The vendor of a conversation marks it as spam (hidden from them, no e-mail) or not',
    args: { conversation_id: t.arg.id({ required: true }), spam: t.arg.boolean({ required: true }) },
    resolve: useCaseResolver(markConversationSpam),
  }),
}));
