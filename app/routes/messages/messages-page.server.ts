import { redirect } from 'react-router';
import { roleOf } from '../../../server/modules/accounts/viewer';
import { findServiceChat } from '../../../server/modules/messaging/find-service-chat';
import { listConversations } from '../../../server/modules/messaging/list-conversations';
import { startConversation } from '../../../server/modules/messaging/start-conversation';
import type { RequestContext } from '../../../server/graphql/context';
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
    const chat = await findServiceChat(app.db, viewer, Number(serviceParam)).catch(() => null);
    if (chat?.conversation_id) throw redirect(`${url.pathname}?conversation=${chat.conversation_id}`);
    if (chat && chat.vendor.id !== viewer.id) {
      firstMessage = { serviceId: chat.service_id, serviceName: chat.service_name, vendorName: chat.vendor.nickname };
    }
  }
  const conversations = await listConversations(app.db, viewer, { userId: viewer.id });
  return {
    viewer: { id: viewer.id, isVendor: roleOf(viewer) === 'vendor' },
    conversations: conversations.map((conversation): ConversationSummary => {
      const viewerStarted = conversation.from_user.id === viewer.id;
      const partner = viewerStarted ? conversation.to_user : conversation.from_user;
      return {
        id: String(conversation.conversation_id),
        partner: { id: partner.id, name: partner.nickname, avatar: partner.avatar },
        service: {
          id: conversation.service.id,
          name: conversation.service.name,
          url: conversation.service.url,
          categoryId: conversation.service.category.id,
          categoryTitle: conversation.service.category.title,
        },
        lastMessageAt: conversation.last_msg_at ? new Date(conversation.last_msg_at).toISOString() : null,
        lastMessage: conversation.last_message ?? null,
        unread: viewerStarted ? conversation.from_counts : conversation.to_counts,
      };
    }),
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
    const { conversation_id } = await startConversation(app, viewer, {
      serviceId: Number(form.get('service')),
      message: typeof message === 'string' ? message : '',
    });
    return redirect(`${new URL(request.url).pathname}?conversation=${conversation_id}`);
  } catch (error) {
    return formFailure(error);
  }
}

export type MessagesPageData = Awaited<ReturnType<typeof loadMessagesPage>>;
