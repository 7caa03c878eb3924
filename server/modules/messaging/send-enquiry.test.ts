import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { createChatWorld, type ChatWorld } from '../../../tests/factories/messaging';
import { createTestDatabase } from '../../../tests/setup/database';
import { createMemoryChatBus } from '../../integrations/chat-bus/memory-chat-bus';
import { createMemoryRateLimiter } from '../../integrations/rate-limit/memory-rate-limiter';
import type { Viewer } from '../accounts/viewer';
import { InvalidInputError, RefusedError } from '../platform/errors';
import type { ChatContext, ChatEvent } from './chat-events';
import { getConversationMessages } from './get-conversation-messages';
import { listConversations } from './list-conversations';
import { readEnquiryForm, sendEnquiry } from './send-enquiry';

let database: DatabaseHandle;
let imagesDir: string;
let world: ChatWorld;
const bus = createMemoryChatBus<ChatEvent>();
const rateLimiter = createMemoryRateLimiter();
const as = (viewer: Viewer | null): ChatContext => ({ db: database.db, viewer, chatBus: bus, rateLimiter });

beforeAll(async () => {
  database = await createTestDatabase();
  imagesDir = mkdtempSync(join(tmpdir(), 'ever-after-enquiry-'));
  world = await createChatWorld(database.db, imagesDir);
});
afterAll(async () => {
  await database.close();
  rmSync(imagesDir, { recursive: true, force: true });
});

describe('sendEnquiry', () => {
  it('refuses a visitor, a blank message, bad numbers and an empty selection, and sends nothing', async () => {
    await expect(sendEnquiry(as(null), null, { serviceIds: [world.vendorServiceIds[0]], message: 'Hi' })).rejects.toBeInstanceOf(RefusedError);
    const refused = await sendEnquiry(as(world.otherCouple), world.otherCouple, {
      serviceIds: [],
      message: '   ',
      guests: 'many',
      budget: '-5',
      date: '14/03/2027',
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(InvalidInputError);
    const fields = (refused as InvalidInputError).fields;
    expect(fields.message).toEqual(['Message is required']);
    expect(fields.form).toEqual(['Select the services to enquire about.']);
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['guests', 'budget', 'date']));
    expect(await listConversations(database.db, world.otherCouple, { userId: world.otherCouple.id })).toEqual([]);
  });

  it('starts one conversation per service with the same message and facts, and names the services it could not reach', async () => {
    const form = new FormData();
    for (const id of [world.vendorServiceIds[1], world.otherVendorServiceId, world.unclaimedServiceId]) form.append('service', String(id));
    form.set('date', '2027-03-14');
    form.set('guests', '120');
    form.set('budget', '30000');
    form.set('message', '  We would love your prices for an autumn wedding. <b>Thanks!</b> ');
    const result = await sendEnquiry(as(world.otherCouple), world.otherCouple, readEnquiryForm(form));

    expect(result.sent.map((sent) => sent.serviceId)).toEqual([world.vendorServiceIds[1], world.otherVendorServiceId]);
    expect(result.failed).toEqual([{ serviceId: world.unclaimedServiceId, name: expect.any(String), reason: expect.stringMatching(/\S/) }]);

    for (const { conversationId } of result.sent) {
      const history = await getConversationMessages(as(world.otherCouple), { conversationId });
      expect(history.messages.map((message) => message.msg)).toEqual([
        'We would love your prices for an autumn wedding. <b>Thanks!</b>\n\nWedding date: 14 March 2027\nGuests: 120\nBudget: $30,000',
      ]);
    }
    // The vendors see it from their side; nobody else is in it.
    const vendorList = await listConversations(database.db, world.otherVendor, { userId: world.otherVendor.id });
    expect(vendorList.map((conversation) => conversation.partner.id)).toEqual([world.otherCouple.id]);
  });
});
