import { Hono, type Context } from 'hono';
import type { HttpRequestContext } from '../context';
import { markConversationSpam, openChatStream, setTyping, verifyChatToken, type ChatStream, type StreamFrame } from '../modules/messaging';
import { chatErrorResponse, chatJsonPost, type WithContext } from './chat-json';

/** Bytes a stream may hold for a client that does not read them; past that it is closed (the client resumes). */
const maxBufferedBytes = 1024 * 1024;
/** A comment line this often keeps proxies from closing an idle stream. */
const heartbeatMs = 25_000;
/** The reconnection delay the stream asks browsers to use. */
const reconnectMs = 3_000;

/**
 * The chat's own endpoints beyond spec §7: the live event stream (GET /api/chat/events, Server-Sent
 * Events), typing signals and marking a conversation spam.
 */
export function chatRoutes(withContext: WithContext) {
  const app = new Hono();

  app.post(
    '/typing',
    chatJsonPost(withContext, setTyping, () => new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })),
  );

  app.post(
    '/spam',
    chatJsonPost(withContext, markConversationSpam, (result) => ({ conversation_id: String(result.conversationId), spam: result.spam })),
  );

  app.get('/events', (c) => withContext(c, (context) => eventStream(c, context)));

  return app;
}

/**
 * GET /api/chat/events: the viewer's chat events as text/event-stream. Signed in by the session
 * cookie, a bearer token, or `?token=` from /api/twilio/token. `Last-Event-ID` (or `?lastEventId=`)
 * resumes after that message. Frames leave as they are written: no compression (Hono's compress
 * leaves text/event-stream alone, and no-transform tells proxies the same), `X-Accel-Buffering: no`
 * for nginx, a comment every 25 s against idle timeouts, and `retry:` for the reconnection delay.
 */
async function eventStream(c: Context, context: HttpRequestContext): Promise<Response> {
  const token = c.req.query('token');
  const viewer = context.viewer ?? (token ? await verifyChatToken(context, { token }) : null);
  if (!viewer) return c.json({ error: 'Please sign in to continue.', code: 'UNAUTHENTICATED' }, 401, { 'Cache-Control': 'no-store' });
  const lastEventId = readLastEventId(c.req.header('last-event-id') ?? c.req.query('lastEventId'));

  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let ended = false;
  let chat: ChatStream | null = null;
  // A comment line now and then: proxies and browsers keep an idle stream open.
  const heartbeat = setInterval(() => write(': keep-alive\n\n'), heartbeatMs);
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    chat?.close();
    try {
      controller.close();
    } catch {
      // Already closed or cancelled by the client.
    }
  };
  const write = (text: string) => {
    if (ended) return;
    controller.enqueue(encoder.encode(text));
    if ((controller.desiredSize ?? 0) < -maxBufferedBytes) end();
  };
  const body = new ReadableStream<Uint8Array>(
    {
      start: (streamController) => {
        controller = streamController;
      },
      cancel: end,
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 16 * 1024 }),
  );

  write(`retry: ${reconnectMs}\n\n`);
  try {
    chat = await openChatStream({ ...context, viewer }, { lastEventId });
    await chat.start({ send: async (frame) => write(formatFrame(frame)), close: end });
  } catch (error) {
    end();
    return chatErrorResponse(c, error);
  }
  if (c.req.raw.signal.aborted) end();
  else c.req.raw.signal.addEventListener('abort', end, { once: true });

  // Set here, after the request context's own Cache-Control, so that this one is the header sent.
  context.responseHeaders.set('Cache-Control', 'no-store, no-transform');
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store, no-transform', 'X-Accel-Buffering': 'no' },
  });
}

function formatFrame({ event, data, id }: StreamFrame): string {
  const dataLines = data
    .split(/\r\n|\r|\n/)
    .map((line) => `data: ${line}\n`)
    .join('');
  return `event: ${event}\n${id !== undefined ? `id: ${id}\n` : ''}${dataLines}\n`;
}

/** A message id to resume after; anything else starts afresh. */
function readLastEventId(value: string | undefined): number | null {
  if (!value || !/^\s*\d{1,15}\s*$/.test(value)) return null;
  return Number(value);
}
