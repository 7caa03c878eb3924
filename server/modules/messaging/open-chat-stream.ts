import { and, asc, eq, gt, lt, max, or } from 'drizzle-orm';
import { z } from 'zod';
import { chatMessages, conversations } from '../../../db/schema/messaging';
import type { RequestContext } from '../../context';
import type { ChatSubscription } from '../../integrations/chat-bus/chat-bus';
import { requireSignedIn, parseInput, RefusedError } from '../../kernel';
import { maxQueuedEvents, maxReplayMessages, maxStreamsPerUser } from './chat-limits';
import type { ChatEvent, ChatMessage } from '../../kernel';
import { toChatMessage } from './chat-message';
import { messageIdField, optionalField } from './input-fields';
import { unreadTotalOf } from './unread-counts';
import { log } from '../../observability/log';

/** Where a stream resumes: after the message the client has last (Last-Event-ID), or afresh (null). */
export const openChatStreamInput = z.object({
  lastEventId: optionalField(messageIdField('Last-Event-ID must be a message id.')).transform((id) => id ?? null),
});

/** One server-sent event: its name, JSON data and, for messages, the id a client resumes from. */
export type StreamFrame = { event: string; data: string; id?: string };

/** Where a stream's events go (the HTTP adapter writes them as SSE frames). */
export type ChatStreamSink = {
  /** Resolves once written (or buffered by the connection), so events leave in order. */
  send(frame: StreamFrame): Promise<void>;
  /** The stream ends: the client reconnects (with Last-Event-ID) and resumes. */
  close(): void;
};

/**
 * An opened stream, checked and not yet sending: `start` (once) subscribes and sends its events to
 * the sink until either side closes it; `close` ends it, started or not.
 */
export type ChatStream = {
  start(sink: ChatStreamSink): Promise<void>;
  close(): void;
};

/** Before start nothing is subscribed, so nothing is sent. */
const notStarted: ChatStreamSink = { send: async () => {}, close: () => {} };

/**
 * The viewer's live chat events (spec §7: messageAdded, typingStarted, typingEnded; and unreadCount).
 * Opening checks the input, the viewer and their number of open streams (refusals come before the
 * adapter answers with a stream); the events flow once the stream is started.
 *
 * Order of work when started: subscribe to the viewer's events first, then send `ready` and the
 * unread total, then, when resuming (`lastEventId`), replay from the database every message after
 * that id in the viewer's conversations, oldest first, then whatever the bus brought meanwhile and
 * after. Every message goes out once per stream, in id order per conversation: a message the
 * stream has already sent is dropped, and one whose predecessor in its conversation (prevId) the
 * stream has not sent yet brings the gap from the database first. More than 2,000 messages to
 * replay: a `resync` event asks the client to reload instead. A client that does not read its
 * events (1,000 waiting) is closed and resumes when it reconnects.
 */
export async function openChatStream(ctx: RequestContext, input: unknown): Promise<ChatStream> {
  const { lastEventId } = parseInput(openChatStreamInput, input);
  const viewer = requireSignedIn(ctx.viewer);
  const { db, chatBus } = ctx;
  if (chatBus.listenerCount(viewer.id) >= maxStreamsPerUser) {
    throw new RefusedError('Too many open chat connections. Close another tab and try again.', 'TOO_MANY_ATTEMPTS', 30);
  }

  let sink = notStarted;
  let closed = false;
  let waiting = 0;
  let chain: Promise<void> = Promise.resolve();
  let subscription: ChatSubscription | null = null;
  // Per conversation, the newest message this stream sent; before any, the id the client resumed from.
  const lastSent = new Map<number, number>();
  let resumedFrom = lastEventId;
  // A fresh stream's newest message of the viewer's when it opened (read once subscribed).
  let openedAt: number | null = null;

  const close = () => {
    if (closed) return;
    closed = true;
    subscription?.unsubscribe();
    sink.close();
  };
  const enqueue = (work: () => Promise<void>) => {
    if (closed) return;
    if (++waiting > maxQueuedEvents) return close();
    chain = chain
      .then(async () => {
        waiting -= 1;
        if (!closed) await work();
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'chat stream failed');
        close();
      });
  };

  // The SSE id is the message's id, and never goes backwards: a message of another conversation
  // stored later with a smaller id carries the largest id sent so far, so a resume replays nothing twice.
  let cursor = lastEventId ?? 0;
  const sendMessage = async (message: ChatMessage) => {
    cursor = Math.max(cursor, Number(message.id));
    await sink.send({ event: 'messageAdded', id: String(cursor), data: JSON.stringify(message) });
    lastSent.set(Number(message.conversation_id), Number(message.id));
  };

  const onMessage = async (message: ChatMessage, prevId: number | null) => {
    const conversationId = Number(message.conversation_id);
    const id = Number(message.id);
    const last = lastSent.get(conversationId) ?? resumedFrom;
    if (last !== null && id <= last) return;
    // A fresh stream fills gaps from the newest message the viewer had when it opened: when two
    // people write at once, the later message can be heard before the earlier one, which is then
    // read with it, in order, and dropped when heard.
    const gapFrom = last ?? openedAt;
    if (gapFrom !== null && prevId !== null && prevId > gapFrom) {
      // Its predecessors were stored first (the conversation's lock), so they are all there to read.
      const gap = await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.id, gapFrom), lt(chatMessages.id, id)))
        .orderBy(asc(chatMessages.id))
        .limit(maxReplayMessages);
      for (const row of gap) await sendMessage(toChatMessage(row));
    }
    await sendMessage(message);
  };

  const onEvent = (event: ChatEvent) => {
    if (event.type === 'messageAdded') return enqueue(() => onMessage(event.message, event.prevId));
    return enqueue(() => sink.send({ event: event.type, data: JSON.stringify(event.data) }));
  };

  const visibleToViewer = or(eq(conversations.coupleId, viewer.id), and(eq(conversations.vendorId, viewer.id), eq(conversations.vendorSpam, false)));
  const newestMessageId = async () => {
    const [row] = await db.select({ id: max(chatMessages.id) }).from(chatMessages).innerJoin(conversations, eq(conversations.id, chatMessages.conversationId)).where(visibleToViewer);
    return row?.id ?? 0;
  };

  const replay = async (after: number) => {
    const rows = await db
      .select({ id: chatMessages.id, conversationId: chatMessages.conversationId, senderId: chatMessages.senderId, text: chatMessages.text, createdAt: chatMessages.createdAt, kind: chatMessages.kind, quoteId: chatMessages.quoteId })
      .from(chatMessages)
      .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
      .where(
        and(
          gt(chatMessages.id, after),
          visibleToViewer,
        ),
      )
      .orderBy(asc(chatMessages.id))
      .limit(maxReplayMessages + 1);
    if (rows.length > maxReplayMessages) {
      resumedFrom = null;
      lastSent.clear();
      await sink.send({ event: 'resync', data: JSON.stringify({ reason: 'Too many messages to replay: load the conversations again.' }) });
      return;
    }
    for (const row of rows) await sendMessage(toChatMessage(row));
  };

  const start = async (to: ChatStreamSink) => {
    if (closed) return;
    sink = to;
    // Subscribed before anything is read: whatever is stored from now on is heard, or replayed, or both (then sent once).
    subscription = await chatBus.subscribe(viewer.id, { onEvent, onClose: close });
    // Closed while subscribing: nothing to hear.
    if (closed) return subscription.unsubscribe();
    enqueue(async () => {
      // A fresh stream's resume point is the newest message the viewer has now: a browser whose
      // stream ends (a server restart) before any message came still resumes from it, and gets
      // what was sent while it reconnected.
      if (lastEventId === null) {
        openedAt = await newestMessageId();
        cursor = Math.max(cursor, openedAt);
      }
      await sink.send({ event: 'ready', ...(cursor > 0 ? { id: String(cursor) } : {}), data: JSON.stringify({ user_id: String(viewer.id) }) });
    });
    enqueue(async () => sink.send({ event: 'unreadCount', data: JSON.stringify({ count: await unreadTotalOf(db, viewer.id) }) }));
    if (lastEventId !== null) {
      const after = lastEventId;
      enqueue(() => replay(after));
    }
  };
  return { start, close };
}
