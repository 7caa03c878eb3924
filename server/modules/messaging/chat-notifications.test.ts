import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { users } from '../../../db/schema/accounts';
import { chatDigests, conversations } from '../../../db/schema/messaging';
import { createChatWorld, type ChatWorld } from '../../../tests/factories/messaging';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import { createMailer, type Mailer } from '../../integrations/mail/create-mailer';
import { listOutbox, readOutboxMessage } from '../../integrations/mail/outbox';
import type { Viewer } from '../../kernel';
import { defaultSettings } from '../../kernel';
import { notifyDelayMs } from './chat-limits';
import { getConversationMessages } from './get-conversation-messages';
import { markConversationSpam } from './mark-conversation-spam';
import { sendChatNotifications } from './send-chat-notifications';
import { sendMessage } from './send-message';
import { startConversation } from './start-conversation';

/** E-mail about unread messages (spec §3 messages_notify_frequently), read from the outbox. */

let database: DatabaseHandle;
let imagesDir: string;
let outboxDir: string;
let mailer: Mailer;
let world: ChatWorld;
const publicUrl = 'https://everafter.example';

const as = (viewer: Viewer) => testContext(database.db, viewer);
/** A run of the job (a system context: no viewer) at a moment well after (or before) the messages' e-mail falls due. */
const runAt = (offsetMs: number) =>
  sendChatNotifications(
    testContext(database.db, null, {
      mailer,
      settings: { ...defaultSettings(), 'app.name': 'Ever After' },
      publicUrl,
      clock: { now: () => new Date(Date.now() + offsetMs) },
    }),
  );
const later = notifyDelayMs + 60_000;
const day = 24 * 60 * 60_000;

async function mailTo(address: string) {
  const entries = (await listOutbox(outboxDir, { limit: 500 })).filter((entry) => entry.to.includes(address.toLowerCase()) || entry.to.includes(address));
  return Promise.all(entries.map((entry) => readOutboxMessage(outboxDir, entry.file)));
}

async function burst(viewer: Viewer, count: number, serviceId = world.vendorServiceIds[0]) {
  const context = as(viewer);
  const { conversationId } = await startConversation(context, { serviceId, message: 'Message 1' });
  for (let n = 2; n <= count; n += 1) await sendMessage(context, { conversationId, message: `Message ${n}` });
  return conversationId;
}

beforeAll(async () => {
  database = await createTestDatabase();
  imagesDir = mkdtempSync(join(tmpdir(), 'ever-after-chat-mail-'));
  world = await createChatWorld(database.db, imagesDir);
});
afterAll(async () => {
  await database.close();
  rmSync(imagesDir, { recursive: true, force: true });
});
beforeEach(async () => {
  outboxDir = mkdtempSync(join(tmpdir(), 'ever-after-chat-outbox-'));
  mailer = createMailer({ outboxDir, from: 'Ever After <no-reply@localhost>' });
  await database.db.delete(conversations);
  await database.db.delete(chatDigests);
  await database.db.update(users).set({ messagesNotifyFrequently: 1 });
});
afterEach(() => rmSync(outboxDir, { recursive: true, force: true }));

describe('e-mail for every new message (1)', () => {
  it('sends one e-mail for a burst, after the delay, with the count and a link to the conversation', async () => {
    const conversationId = await burst(world.couple, 4);
    expect(await runAt(0)).toEqual({ messageEmails: 0, summaries: 0 });
    expect(await runAt(later)).toEqual({ messageEmails: 1, summaries: 0 });
    expect(await runAt(later)).toEqual({ messageEmails: 0, summaries: 0 });
    const mails = await mailTo(world.vendor.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('4 new messages from Emma & Liam');
    expect(mail?.text).toContain('Hi Grace,');
    expect(mail?.text).toContain('“Message 4”');
    expect(mail?.links).toContain(`${publicUrl}/messages?conversation=${conversationId}`);
    // The couple read nothing new (they sent it all): nothing to them.
    expect(await mailTo(world.couple.email)).toEqual([]);
  });

  it('sends nothing when the messages were read in the meantime', async () => {
    const conversationId = await burst(world.couple, 2);
    await getConversationMessages(as(world.vendor), { conversationId });
    expect(await runAt(later)).toEqual({ messageEmails: 0, summaries: 0 });
    expect(await mailTo(world.vendor.email)).toEqual([]);
  });

  it('tells the couple of the vendor’s reply, once', async () => {
    const conversationId = await burst(world.couple, 1);
    await sendMessage(as(world.vendor), { conversationId, message: 'Yes, we are free that day.' });
    await runAt(later);
    const [mail] = await mailTo(world.couple.email);
    expect(mail?.subject).toBe('New message from Grace');
    // The vendor replied, so they read the couple's message: nothing to them.
    expect(await mailTo(world.vendor.email)).toEqual([]);
  });

  it('is claimed by one run only when instances run the job at once', async () => {
    await burst(world.couple, 3);
    const runs = await Promise.all([runAt(later), runAt(later), runAt(later)]);
    expect(runs.reduce((sum, run) => sum + run.messageEmails, 0)).toBe(1);
    expect(await mailTo(world.vendor.email)).toHaveLength(1);
  });
});

describe('other choices', () => {
  it('sends nothing to someone who chose never (0)', async () => {
    await database.db.update(users).set({ messagesNotifyFrequently: 0 }).where(eq(users.id, world.vendor.id));
    await burst(world.couple, 3);
    expect(await runAt(later)).toEqual({ messageEmails: 0, summaries: 0 });
    expect(await runAt(later + day)).toEqual({ messageEmails: 0, summaries: 0 });
    expect(await mailTo(world.vendor.email)).toEqual([]);
  });

  it('sends a daily summary (2) of every unread conversation, at most one a day', async () => {
    await database.db.update(users).set({ messagesNotifyFrequently: 2 }).where(eq(users.id, world.vendor.id));
    const first = await burst(world.couple, 2);
    const second = await burst(world.otherCouple, 1);
    expect(await runAt(later)).toEqual({ messageEmails: 0, summaries: 1 });
    const [summary] = await mailTo(world.vendor.email);
    expect(summary?.subject).toBe('3 unread messages on Ever After');
    expect(summary?.text).toContain('Emma & Liam about');
    expect(summary?.text).toContain('Aroha & Sam about');
    expect(summary?.text).toContain(`${publicUrl}/messages?conversation=${first}`);
    expect(summary?.text).toContain(`${publicUrl}/messages?conversation=${second}`);

    // More messages the same day: the next summary waits for the next day.
    await getConversationMessages(as(world.vendor), { conversationId: first });
    await sendMessage(as(world.couple), { conversationId: first, message: 'Any news?' });
    expect(await runAt(later * 2)).toEqual({ messageEmails: 0, summaries: 0 });
    expect(await runAt(later + day + 60_000)).toEqual({ messageEmails: 0, summaries: 1 });
    expect(await mailTo(world.vendor.email)).toHaveLength(2);
  });
});

describe('spam', () => {
  it('never e-mails the vendor about a conversation they marked spam', async () => {
    const conversationId = await burst(world.couple, 2);
    await markConversationSpam(as(world.vendor), { conversationId, spam: true });
    await sendMessage(as(world.couple), { conversationId, message: 'Buy my stuff' });
    expect(await runAt(later)).toEqual({ messageEmails: 0, summaries: 0 });
    expect(await mailTo(world.vendor.email)).toEqual([]);
  });
});
