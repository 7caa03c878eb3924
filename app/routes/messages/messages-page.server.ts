import { redirect } from 'react-router';
import { roleOf } from '../../../server/modules/accounts';
import { findServiceChat } from '../../../server/modules/messaging/find-service-chat';
import { listConversations } from '../../../server/modules/messaging/list-conversations';
import { startConversation } from '../../../server/modules/messaging/start-conversation';
import type { RequestContext } from '../../../server/context';
import type { ConversationSummary } from '~/features/messaging/conversation-summary';
import { formFailure } from '~/lib/form-errors.server';
import { requireViewer } from '~/lib/require-viewer.server';

/**
 * What /messages and /twilio show: the viewer's conversations seen from their side, the one named
 * in `?conversation=`, and for `?service=` (Contact without JavaScript) either that conversation or
 * the first-message form.
 */
export async function loadMessagesPage(app: RequestContext, request: Request) {
  const viewer = requireViewer(app, request);
  const url = new URL(request.url);
  const serviceParam = url.searchParams.get('service');
  let firstMessage: { serviceId: number; serviceName: string; vendorName: string } | null = null;
  if (serviceParam !== null) {
    const chat = await findServiceChat(app.db, viewer, Number(serviceParam));
    if (chat?.conversationId) throw redirect(`${url.pathname}?conversation=${chat.conversationId}`);
    if (chat?.vendor && chat.canMessage) firstMessage = { serviceId: chat.serviceId, serviceName: chat.serviceName, vendorName: chat.vendor.nickname };
  }
  const conversations = await listConversations(app.db, viewer, { userId: viewer.id });
  return {
    viewer: { id: viewer.id, isVendor: roleOf(viewer) === 'vendor' },
    conversations: conversations.map(
      (conversation): ConversationSummary => ({
        id: String(conversation.id),
        partner: { id: conversation.partner.id, name: conversation.partner.nickname, avatar: conversation.partner.avatar },
        service: {
          id: conversation.service.id,
          name: conversation.service.name,
          url: conversation.service.url,
          categoryId: conversation.service.category.id,
          categoryTitle: conversation.service.category.title,
        },
        lastMessageAt: (conversation.lastMessage?.time ?? conversation.lastMsgAt).toISOString(),
        lastMessage: conversation.lastMessage?.preview ?? null,
        unread: conversation.unread,
      }),
    ),
    selectedId: url.searchParams.get('conversation'),
    firstMessage,
  };
}

/** The first-message form's Send without JavaScript: starts the conversation and opens it. */
export async function sendFirstMessage(app: RequestContext, request: Request) {
  const viewer = requireViewer(app, request);
  const form = await request.formData();
  const message = form.get('message');
  try {
    const started = await startConversation({ ...app, viewer }, { serviceId: String(form.get('service') ?? ''), message: typeof message === 'string' ? message : '' });
    return redirect(`${new URL(request.url).pathname}?conversation=${started.conversationId}`);
  } catch (error) {
    return formFailure(error);
  }
}

export type MessagesPageData = Awaited<ReturnType<typeof loadMessagesPage>>;
