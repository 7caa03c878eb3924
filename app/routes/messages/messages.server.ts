import { redirect } from 'react-router';
import { roleOf, withWireNames } from '../../../server/kernel';
import {
  acceptQuote,
  cancelBooking,
  confirmBooking,
  declineBooking,
  declineQuote,
  markDepositReceived,
  startEnquiry,
  withdrawQuote,
} from '../../../server/modules/bookings';
import type { RequestContext } from '../../../server/context';
import { findServiceChat, getConversationMessages, listConversations, sendMessage } from '../../../server/modules/messaging';
import { conversationThreadWire } from '../../../server/http/conversation-thread-wire';
import { appContext } from '../../../server/http/router-context';
import type { ConversationSummary, MessagesPageData } from '~/features/messaging';
import { readOr } from '~/lib/refusal-page.server';
import { runIntent } from '~/lib/run-intent.server';
import { requireViewer } from '~/lib/require-viewer.server';
import type { Route } from './+types/messages';
import { loadConversationQuotes } from './conversation-quotes.server';

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
    if (chat?.vendor && chat.canMessage) firstMessage = { serviceId: chat.serviceId, serviceName: chat.serviceName, vendorName: chat.vendor.nickname, weddingDay: viewer.weddingDate?.slice(0, 10) ?? null };
  }
  // The conversation the address names comes with the page (opening it marks it read, so before the
  // list): the page is complete without a second request. One it may not open is opened by the
  // page as before, which shows why.
  const selectedId = url.searchParams.get('conversation');
  const thread = selectedId === null ? null : await readOr(getConversationMessages(app, { conversationId: selectedId }).then(conversationThreadWire), null);
  // Its quotes and the couple's details too (issue 31): the cards work before the scripts arrive.
  const quotes = thread === null ? null : await loadConversationQuotes(app, thread.conversation_id);
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
    quotes,
    firstMessage,
  };
}

/** A quote card's change (issue 31): the use case, whose answer names the conversation to show again. */
type CardChange = (ctx: RequestContext, input: unknown) => Promise<{ conversationId: number }>;

/**
 * The page's forms without JavaScript (with it they go through the chat's API and GraphQL): `start`,
 * the first-message form (fields `service_id`, `message`, and issue 31's optional `wedding_date`,
 * `date_flexible`, `guests`, `budget`), starts the conversation and opens it; `send`, the chat box
 * (`conversation_id`, `message`), adds to the conversation and shows it again; a quote card's forms
 * (`id`, the quote's or the booking's, and `reason` where one is asked) accept, decline or withdraw
 * the quote, confirm or decline its booking, mark the deposit received or cancel, and show the
 * conversation again. A refusal comes back to the form that posted (a card's forms name themselves in
 * `form_id`), with what was typed.
 */
export async function messagesAction({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  requireViewer(app, request);
  const { pathname } = new URL(request.url);
  const onCard = (change: CardChange) => async (fields: Record<string, unknown>) => {
    const changed = await withWireNames(fields, (input) => change(app, input));
    return redirect(`${pathname}?conversation=${changed.conversationId}`);
  };
  return runIntent(await request.formData(), {
    start: async (fields) => {
      const started = await withWireNames(fields, (input) => startEnquiry(app, input));
      return redirect(`${pathname}?conversation=${started.conversationId}`);
    },
    send: async (fields) => {
      const sent = await withWireNames(fields, (input) => sendMessage(app, input));
      return redirect(`${pathname}?conversation=${sent.conversation_id}`);
    },
    acceptQuote: onCard(acceptQuote),
    declineQuote: onCard(declineQuote),
    withdrawQuote: onCard(withdrawQuote),
    confirmBooking: onCard(confirmBooking),
    declineBooking: onCard(declineBooking),
    markDepositReceived: onCard(markDepositReceived),
    cancelBooking: onCard(cancelBooking),
  });
}
