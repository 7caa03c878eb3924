import type { RequestContext } from '../server/context';
import { buildContext } from '../server/build-context';
import { addWishlistService, findServiceEngagement, saveWishlistNote, voteService } from '../server/modules/engagement';
import { getConversationMessages, sendMessage, startConversation } from '../server/modules/messaging';
import type { Database } from '../db/client';
import { demoViewer, type DemoAccounts } from './accounts';

/** The demo vendor's listings, by what they are. */
export type DemoVendorListings = { venue: number; photographer: number; florist: number };

const hourMs = 60 * 60 * 1000;

/** The same context at another moment: use cases date what they write by its clock. */
export const atMoment = (ctx: RequestContext, moment: Date): RequestContext => ({ ...ctx, clock: { now: () => moment } });

/**
 * What the demo accounts show when someone signs in with them (README): couple@example.com has four
 * services in the wishlist, three rated, one with a private note, and a conversation with the demo
 * vendor about the venue whose last reply it has not read yet; couple2@example.com has a wishlist
 * of its own and an enquiry to the vendor's photographer that the vendor has not read. Written
 * through the modules' use cases, as each person would, so every rule applies.
 */
export async function seedDemoActivity(db: Database, accounts: DemoAccounts, { venue, photographer, florist }: DemoVendorListings, otherServiceIds: number[]): Promise<void> {
  const as = async (id: number) => buildContext({ db, viewer: await demoViewer(db, id) });
  const couple = await as(accounts.couple);
  const couple2 = await as(accounts.couple2);
  const vendor = await as(accounts.vendor);

  // Couple 1: a shortlist, rated, with a private note on the favourite.
  for (const id of [otherServiceIds[3], otherServiceIds[1], photographer, venue]) await addWishlistService(couple, { id });
  await voteService(couple, { id: venue, vote: 5 });
  await voteService(couple, { id: photographer, vote: 4 });
  await voteService(couple, { id: otherServiceIds[1], vote: 3 });
  const { wishlistId } = await findServiceEngagement(couple, { serviceId: venue });
  await saveWishlistNote(couple, {
    wishlist: wishlistId,
    service: venue,
    text: 'Our favourite so far. Ask about the wet-weather plan for the ceremony lawn, and whether we can bring our own celebrant.',
  });

  // Couple 2: a wishlist of its own (refusals can be tried between the two couples).
  for (const id of [otherServiceIds[5], florist]) await addWishlistService(couple2, { id });
  await voteService(couple2, { id: florist, vote: 4 });
  const second = await findServiceEngagement(couple2, { serviceId: florist });
  await saveWishlistNote(couple2, { wishlist: second.wishlistId, service: florist, text: 'Peonies in season? Ask for a quote for 8 tables.' });

  // Couple 1 and the vendor about the venue over the last three days: replies both ways, the
  // vendor's last one still unread.
  const now = Date.now();
  const { conversationId } = await startConversation(atMoment(couple, new Date(now - 72 * hourMs)), {
    serviceId: venue,
    message: 'Hi Grace! We are planning a spring wedding for about 120 guests. Is your venue free on a Saturday in late October, and could you send us your packages?',
  });
  const exchange: [typeof couple, number, string][] = [
    [vendor, 67, 'Congratulations to you both! Late October is lovely here: the last two Saturdays are still open. I have attached our packages; the garden ceremony and the barrel hall reception are the most popular.'],
    [couple, 30, 'Thank you! The garden ceremony looks perfect. Could we come and see the venue one weekend?'],
    [vendor, 2, 'Of course. Would next Saturday at 11 am suit you? I can show you the wet-weather option too.'],
  ];
  for (const [sender, hoursAgo, message] of exchange) {
    // Each reads what came before replying, as people do in the conversation's page.
    const then = atMoment(sender, new Date(now - hoursAgo * hourMs));
    await getConversationMessages(then, { conversationId });
    await sendMessage(then, { conversationId, message });
  }

  // Couple 2's enquiry to the vendor's photographer three hours ago, not read yet.
  await startConversation(atMoment(couple2, new Date(now - 3 * hourMs)), {
    serviceId: photographer,
    message: 'Hello! We are getting married in Queenstown next autumn. Do you travel to New Zealand, and what would a full day of coverage cost?',
  });
}
