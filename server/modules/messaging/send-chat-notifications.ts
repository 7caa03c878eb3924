import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { chatDigests, chatMessages, conversations } from '../../../db/schema/messaging';
import type { RequestContext } from '../../context';
import { listNotificationContacts } from '../accounts/internal';
import { loadParties } from './chat-parties';
import { dailySummaryEmail, newMessagesEmail } from './chat-emails';
import { digestIntervalMs, notifyDelayMs, previewLength } from './chat-limits';
import { listUnreadCounts } from './unread-counts';
import { log } from '../../observability/log';

export type ChatNotificationResult = { messageEmails: number; summaries: number };

/** Rows claimed per side and per run; the next run takes the rest. */
const batchSize = 200;

const sides = {
  couple: { notifyAt: conversations.coupleNotifyAt, unread: conversations.coupleUnread, recipient: conversations.coupleId, partner: conversations.vendorId },
  vendor: { notifyAt: conversations.vendorNotifyAt, unread: conversations.vendorUnread, recipient: conversations.vendorId, partner: conversations.coupleId },
} as const;

/**
 * One run of the chat's e-mail job (`chatNotifications`, every 30 s). Each due side of a
 * conversation (its first unread message is notifyDelayMs old) is claimed in one UPDATE … RETURNING
 * that clears its due time, so exactly one instance handles it; then, by the recipient's
 * messages_notify_frequently: 1 sends one e-mail for all its unread messages, 2 puts the person
 * down for a daily summary, 0 sends nothing. Read in the meantime (unread 0) or marked spam by the
 * vendor: nothing. Daily summaries that are due are claimed the same way and list every
 * conversation still unread. A failed e-mail is due again later.
 *
 * Work nobody asked for over HTTP: it runs with a system context (no viewer), its time is the
 * context's clock, and it answers nobody but the log, so it is not part of the module's surface
 * (`chatNotifications` is).
 */
export async function sendChatNotifications(ctx: RequestContext): Promise<ChatNotificationResult> {
  const now = ctx.clock.now();
  const result: ChatNotificationResult = { messageEmails: 0, summaries: 0 };
  for (const side of ['couple', 'vendor'] as const) result.messageEmails += await notifySide(ctx, side, now);
  result.summaries = await sendDueSummaries(ctx, now);
  return result;
}

async function notifySide(ctx: RequestContext, sideName: 'couple' | 'vendor', now: Date): Promise<number> {
  const { db } = ctx;
  const side = sides[sideName];
  const due = db
    .select({ id: conversations.id })
    .from(conversations)
    .where(lte(side.notifyAt, now))
    .orderBy(side.notifyAt)
    .limit(batchSize)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(conversations)
    .set(sideName === 'couple' ? { coupleNotifyAt: null } : { vendorNotifyAt: null })
    // The due time is checked again on the locked row: another instance that claimed it first cleared it.
    .where(and(inArray(conversations.id, due), lte(side.notifyAt, now)))
    .returning({
      id: conversations.id,
      coupleId: conversations.coupleId,
      vendorId: conversations.vendorId,
      serviceId: conversations.serviceId,
      recipientId: side.recipient,
      partnerId: side.partner,
      unread: side.unread,
      vendorSpam: conversations.vendorSpam,
      lastMessageId: conversations.lastMessageId,
    });
  const wanted = claimed.filter((row) => row.unread > 0 && !(sideName === 'vendor' && row.vendorSpam));
  if (wanted.length === 0) return 0;

  const [contacts, parties, latest] = await Promise.all([
    listNotificationContacts(
      ctx,
      wanted.map((row) => row.recipientId),
    ),
    loadParties(ctx, wanted),
    db
      .select({ id: chatMessages.id, senderId: chatMessages.senderId, preview: sql<string>`left(${chatMessages.text}, ${previewLength * 2})` })
      .from(chatMessages)
      .where(
        inArray(
          chatMessages.id,
          wanted.flatMap((row) => (row.lastMessageId === null ? [] : [row.lastMessageId])),
        ),
      ),
  ]);
  const latestById = new Map(latest.map((row) => [row.id, row]));
  let sent = 0;
  for (const row of wanted) {
    const contact = contacts.get(row.recipientId);
    if (!contact) continue;
    if (contact.messagesNotifyFrequently === 2) {
      await scheduleSummary(db, contact.id, now);
      continue;
    }
    if (contact.messagesNotifyFrequently !== 1) continue;
    const last = row.lastMessageId === null ? undefined : latestById.get(row.lastMessageId);
    const mail = newMessagesEmail(ctx.settings['app.name'], ctx.publicUrl, contact, {
      conversationId: row.id,
      partnerName: parties.person(row.partnerId).nickname,
      serviceName: parties.service(row.serviceId).name,
      unread: row.unread,
      // The newest message, when it is the partner's (their words, cut short).
      latest: last && last.senderId === row.partnerId ? shorten(last.preview) : null,
    });
    try {
      await ctx.mailer.send(mail);
      sent += 1;
    } catch (error) {
      log.error({ err: error, requestId: ctx.requestId }, `chat e-mail for conversation ${row.id} not sent; trying again later`);
      await db
        .update(conversations)
        .set(
          sideName === 'couple'
            ? { coupleNotifyAt: sql`coalesce(${conversations.coupleNotifyAt}, ${new Date(now.getTime() + notifyDelayMs)})` }
            : { vendorNotifyAt: sql`coalesce(${conversations.vendorNotifyAt}, ${new Date(now.getTime() + notifyDelayMs)})` },
        )
        .where(eq(conversations.id, row.id));
    }
  }
  return sent;
}

/** A summary is due now, or a day after the last one; a person already due keeps their time. */
async function scheduleSummary(db: Database, userId: number, now: Date): Promise<void> {
  const earliest = sql`greatest(${now}::timestamptz, ${chatDigests.lastSentAt} + ${digestIntervalMs} * interval '1 millisecond')`;
  await db
    .insert(chatDigests)
    .values({ userId, dueAt: now })
    .onConflictDoUpdate({ target: chatDigests.userId, set: { dueAt: sql`coalesce(${chatDigests.dueAt}, ${earliest})` } });
}

async function sendDueSummaries(ctx: RequestContext, now: Date): Promise<number> {
  const { db } = ctx;
  const due = db.select({ userId: chatDigests.userId }).from(chatDigests).where(lte(chatDigests.dueAt, now)).limit(batchSize).for('update', { skipLocked: true });
  const claimed = await db
    .update(chatDigests)
    .set({ dueAt: null, lastSentAt: now })
    .where(and(inArray(chatDigests.userId, due), isNotNull(chatDigests.dueAt), lte(chatDigests.dueAt, now)))
    .returning({ userId: chatDigests.userId });
  if (claimed.length === 0) return 0;
  const contacts = await listNotificationContacts(
    ctx,
    claimed.map((row) => row.userId),
  );
  let sent = 0;
  for (const { userId } of claimed) {
    const contact = contacts.get(userId);
    if (!contact || contact.messagesNotifyFrequently !== 2) continue;
    const unread = await listUnreadCounts(db, userId);
    if (unread.length === 0) continue;
    const rows = await db
      .select({ id: conversations.id, coupleId: conversations.coupleId, vendorId: conversations.vendorId, serviceId: conversations.serviceId })
      .from(conversations)
      .where(
        inArray(
          conversations.id,
          unread.map((row) => row.conversationId),
        ),
      );
    const parties = await loadParties(ctx, rows);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const lines = unread.flatMap(({ conversationId, count }) => {
      const row = byId.get(conversationId);
      if (!row) return [];
      return [{ conversationId, unread: count, partnerName: parties.person(row.coupleId === userId ? row.vendorId : row.coupleId).nickname, serviceName: parties.service(row.serviceId).name }];
    });
    try {
      await ctx.mailer.send(dailySummaryEmail(ctx.settings['app.name'], ctx.publicUrl, contact, lines));
      sent += 1;
    } catch (error) {
      log.error({ err: error, requestId: ctx.requestId }, `daily chat summary for user ${userId} not sent; trying again later`);
      await db
        .update(chatDigests)
        .set({ dueAt: new Date(now.getTime() + notifyDelayMs) })
        .where(eq(chatDigests.userId, userId));
    }
  }
  return sent;
}

/** A preview for an e-mail: whole words up to about 120 characters. */
function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if ([...flat].length <= previewLength) return flat;
  const cut = [...flat].slice(0, previewLength - 1).join('');
  return `${cut.replace(/\s+\S*$/, '')}…`;
}
