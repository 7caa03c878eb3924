import { redirect } from 'react-router';
import { roleOf, withWireNames } from '../../../server/kernel';
import { startEnquiry } from '../../../server/modules/bookings';
import { findServiceChat, getConversationMessages, listConversations } from '../../../server/modules/messaging';
import { conversationThreadWire } from '../../../server/http/conversation-thread-wire';
import { appContext } from '../../../server/http/router-context';
import type { ConversationSummary, MessagesPageData } from '~/features/messaging';
import { formFailure, formFields } from '~/lib/form-errors.server';
import { readOr } from '~/lib/refusal-page.server';
import { requireViewer } from '~/lib/require-viewer.server';
import type { Route } from './+types/messages';

/**
 * What /messages and /twilio show: the viewer's conversations seen from their side, the one named
 * in `?conversation=`, and for `?service=` (Contact without JavaScript) either that conversation or
 * the first-message form. Spec §2: signed-out visitors go to /login, which brings them back.
 */
export async function loadMessagesPage({ request, context }: Route.LoaderArgs): Promise<MessagesPageData> {
  const app = context.get(appContext);
  const viewer = requireViewer(app, request);
  const url = new URL(request.url);
  const serviceParam = url.searchParams.get('service');
  let firstMessage: MessagesPageData['firstMessage'] = null;
  if (serviceParam !== null) {
    const chat = await findServiceChat(app, { id: serviceParam });
    if (chat?.conversationId) throw redirect(`${url.pathname}?conversation=${chat.conversationId}`);
    if (chat?.vendor && chat.canMessage) firstMessage = { serviceId: chat.serviceId, serviceName: chat.serviceName, vendorName: chat.vendor.nickname };
  }
  // The conversation the address names comes with the page (opening it marks it read, so before the
  // list): the page is complete without a second request. One it may not open is opened by the
  // page as before, which shows why.
  const selectedId = url.searchParams.get('conversation');
  const thread = selectedId === null ? null : await readOr(getConversationMessages(app, { conversationId: selectedId }).then(conversationThreadWire), null);
  const conversations = await listConversations(app, { userId: viewer.id });
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
    selectedId,
    thread,
    firstMessage,
  };
}

/** The first-message form's Send without JavaScript (fields `service_id`, `message`, and issue 31's optional `wedding_date`, `date_flexible`, `guests`, `budget`): starts the conversation and opens it. */
export async function sendFirstMessage({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  requireViewer(app, request);
  const form = await request.formData();
  try {
    const started = await withWireNames(formFields(form), (input) => startEnquiry(app, input));
    return redirect(`${new URL(request.url).pathname}?conversation=${started.conversationId}`);
  } catch (error) {
    return formFailure(error);
  }
}
