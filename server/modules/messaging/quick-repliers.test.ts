import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { chatMessages, conversations } from '../../../db/schema/messaging';
import { createChatWorld, type ChatWorld } from '../../../tests/factories/messaging';
import { createCouple } from '../../../tests/factories/users';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import type { Viewer } from '../../kernel';
import { listQuickRepliers } from './list-quick-repliers';
import { sendMessage } from './send-message';
import { startConversation } from './start-conversation';

let database: DatabaseHandle;
let imagesDir: string;
let world: ChatWorld;
const hour = 60 * 60 * 1000;

beforeAll(async () => {
  database = await createTestDatabase();
  imagesDir = mkdtempSync(join(tmpdir(), 'ever-after-replies-'));
  world = await createChatWorld(database.db, imagesDir);
});
afterAll(async () => {
  await database.close();
  rmSync(imagesDir, { recursive: true, force: true });
});

/** A use case called by `viewer` at `moment` (the context's clock). */
const at = (viewer: Viewer, moment: Date) => testContext(database.db, viewer, { clock: { now: () => moment } });

describe('listQuickRepliers', () => {
  it('names the listings whose median first reply over the last enquiries is within a day, from messages dated by the clock', async () => {
    const [quick, slow, silent] = world.vendorServiceIds;
    const third = await createCouple(database.db);
    const now = Date.now();
    // [listing, couple, asked hours ago, answered hours later (null: not yet)]
    const enquiries: [number, Viewer, number, number | null][] = [
      // Answered in 2 h and 30 h: a median of 16 h. The enquiry of 2 h ago is too young to count.
      [quick, world.couple, 100, 2],
      [quick, world.otherCouple, 80, 30],
      [quick, third, 2, null],
      // Answered in 30 h and 50 h.
      [slow, world.couple, 100, 30],
      [slow, world.otherCouple, 60, 50],
      // Unanswered for three days: it counts as a slow reply.
      [silent, world.couple, 72, null],
    ];
    for (const [serviceId, couple, askedHoursAgo, answeredAfter] of enquiries) {
      const asked = new Date(now - askedHoursAgo * hour);
      const { conversationId } = await startConversation(at(couple, asked), { serviceId, message: 'Is the second Saturday of March free?' });
      if (answeredAfter !== null) await sendMessage(at(world.vendor, new Date(asked.getTime() + answeredAfter * hour)), { conversationId, message: 'It is!' });
    }

    const serviceIds = [quick, slow, silent, world.otherVendorServiceId, world.unclaimedServiceId];
    expect(await listQuickRepliers(testContext(database.db), { serviceIds })).toEqual(new Set([quick]));

    // The conversation and its messages carry the clock's times, not the database's.
    const [first] = await database.db.select().from(conversations).where(eq(conversations.serviceId, quick)).orderBy(conversations.createdAt).limit(1);
    expect(first.createdAt).toEqual(new Date(now - 100 * hour));
    const times = await database.db.select({ at: chatMessages.createdAt }).from(chatMessages).where(eq(chatMessages.conversationId, first.id)).orderBy(chatMessages.id);
    expect(times.map((row) => row.at)).toEqual([new Date(now - 100 * hour), new Date(now - 98 * hour)]);
    expect(first.lastMsgAt).toEqual(new Date(now - 98 * hour));
  });
});
