import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { createChatWorld, type ChatWorld } from '../../../tests/factories/messaging';
import { expectInvalid, expectRefusal } from '../../../tests/setup/assertions';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import { createMemoryChatBus } from '../../integrations/chat-bus/memory-chat-bus';
import { createMemoryRateLimiter } from '../../integrations/rate-limit/memory-rate-limiter';
import type { Viewer, ChatEvent } from '../../kernel';
import { withWireNames } from '../../kernel';
import { getConversationMessages } from './get-conversation-messages';
import { listConversations } from './list-conversations';
import { sendEnquiry } from './send-enquiry';

let database: DatabaseHandle;
let imagesDir: string;
let world: ChatWorld;
const bus = createMemoryChatBus<ChatEvent>();
const rateLimiter = createMemoryRateLimiter();
const as = (viewer: Viewer | null) => testContext(database.db, viewer, { chatBus: bus, rateLimiter });

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
    await expectRefusal(sendEnquiry(as(null), { serviceIds: [world.vendorServiceIds[0]], message: 'Hi' }), 'UNAUTHENTICATED');
    const fields = await expectInvalid(
      sendEnquiry(as(world.otherCouple), {
        serviceIds: [],
        message: '   ',
        guests: 'many',
        budget: '-5',
        date: '14/03/2027',
      }),
      ['serviceIds', 'message', 'guests', 'budget', 'date', 'form'],
    );
    expect(fields.message).toEqual(['Message is required']);
    expect(fields.form).toEqual(['Select the services to enquire about.']);
    expect(await listConversations(as(world.otherCouple), { userId: world.otherCouple.id })).toEqual([]);
  });

  it('starts one conversation per service with the same message and facts, and names the services it could not reach', async () => {
    // As the wishlist's action passes the dialog's form: strings under their wire names, a list for the services.
    const form = {
      service_ids: [world.vendorServiceIds[1], world.otherVendorServiceId, world.unclaimedServiceId].map(String),
      date: '2027-03-14',
      guests: '120',
      budget: '30000',
      message: '  We would love your prices for an autumn wedding. <b>Thanks!</b> ',
    };
    const result = await withWireNames(form, (input) => sendEnquiry(as(world.otherCouple), input));

    expect(result.sent.map((sent) => sent.serviceId)).toEqual([world.vendorServiceIds[1], world.otherVendorServiceId]);
    expect(result.failed).toEqual([{ serviceId: world.unclaimedServiceId, name: expect.any(String), reason: expect.stringMatching(/\S/) }]);

    for (const { conversationId } of result.sent) {
      const history = await getConversationMessages(as(world.otherCouple), { conversationId });
      expect(history.messages.map((message) => message.msg)).toEqual([
        'We would love your prices for an autumn wedding. <b>Thanks!</b>\n\nWedding date: 14 March 2027\nGuests: 120\nBudget: $30,000',
      ]);
    }
    // The vendors see it from their side; nobody else is in it.
    const vendorList = await listConversations(as(world.otherVendor), { userId: world.otherVendor.id });
    expect(vendorList.map((conversation) => conversation.partner.id)).toEqual([world.otherCouple.id]);
  });

  it('takes one selected service as the form sends it: one value, not a list', async () => {
    const form = { service_ids: String(world.vendorServiceIds[2]), message: 'Do you have a date in May?' };
    const result = await withWireNames(form, (input) => sendEnquiry(as(world.couple), input));
    expect(result).toEqual({ sent: [{ serviceId: world.vendorServiceIds[2], conversationId: expect.any(Number) }], failed: [] });
  });
});
