import type { RequestContext } from '../server/context';
import { buildContext } from '../server/build-context';
import { createMessage } from '../server/modules/contact';
import { markConversationSpam, startConversation } from '../server/modules/messaging';
import { saveErrorFeedback } from '../server/modules/platform';
import type { Database } from '../db/client';
import { demoViewer, type DemoAccounts } from './accounts';

/**
 * The admin area's queues, so the demo administrator finds something in each section: contact
 * messages from a couple and a vendor (their notifications land in the outbox when a mailer is
 * given), a conversation vendor2 marked as spam, and an error report with a visitor's feedback.
 * Written through the modules' use cases, as each person would.
 */
export async function seedDemoAdmin(parts: Pick<RequestContext, 'db'> & Partial<RequestContext>, accounts: DemoAccounts, { cakeListing }: { cakeListing: number }): Promise<void> {
  const db: Database = parts.db;
  const as = async (id: number) => buildContext({ ...parts, viewer: await demoViewer(db, id) });
  const couple = await as(accounts.couple);
  await createMessage(couple, {
    category: 'user_planning',
    content: 'Hi! We are choosing between two venues in the Hunter Valley. Is there a way to compare their packages side by side? Thanks, Emma',
  });
  await createMessage(await as(accounts.vendor2), {
    category: 'vendor_claim',
    content: 'I sent a claim for a listing of my bakery last week. Is there anything else you need from me to approve it?',
  });

  // Couple 2 writes to the cake maker, who marks the conversation as spam.
  const { conversationId } = await startConversation(await as(accounts.couple2), {
    serviceId: cakeListing,
    message: 'Best prices on wedding favours! Visit our shop for 50% off this week only.',
  });
  await markConversationSpam(await as(accounts.vendor2), { conversationId, spam: true });

  // An error a visitor met in their browser, reported with the error screen's feedback form.
  await saveErrorFeedback(buildContext(parts), {
    path: '/search?category=venue&page=4',
    message: 'Demo: the map of results failed to load',
    name: 'Priya',
    email: 'priya@example.com',
    comments: 'The fourth page of venues showed an error; the first three were fine.',
  });
}
