import type { Database } from '../db/client';
import { userRoles, users } from '../db/schema';
import { buildContext } from '../server/build-context';
import type { RequestContext } from '../server/context';
import type { Viewer } from '../server/kernel';
import { getConversationMessages, sendMessage, startConversation } from '../server/modules/messaging';
import { canReview, decideReviewDispute, disputeReview, replyToReview, summarizeReviews, updateReviewPrior, writeReview } from '../server/modules/reviews';
import { demoViewer, type DemoAccounts } from './accounts';
import { atMoment, type DemoVendorListings } from './demo-activity';

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

type DemoReview = {
  couple: [string, string, string];
  /** When the couple wrote first, and when they reviewed (days ago). */
  askedDaysAgo: number;
  reviewedDaysAgo: number;
  rating: number;
  sub?: { quality?: number; responsiveness?: number; professionalism?: number; value?: number };
  title: string;
  body: string;
  reply?: string;
};

// The venue's twelve: mixed, as real ones are. The seventh is disputed by the vendor and removed.
const venueReviews: DemoReview[] = [
  { couple: ['Olivia', 'Reid', 'Jack'], askedDaysAgo: 420, reviewedDaysAgo: 300, rating: 5, sub: { quality: 5, responsiveness: 5, professionalism: 5, value: 4 }, title: 'The garden ceremony of our dreams', body: 'Grace and her team made our day effortless. The ceremony lawn at golden hour was everything we hoped for, and the barrel hall looked stunning with fairy lights. Every guest commented on the food.', reply: 'Thank you both! It was a joy to host you, and the sunset played along beautifully.' },
  { couple: ['Charlotte', 'Nguyen', 'Ethan'], askedDaysAgo: 400, reviewedDaysAgo: 280, rating: 4, sub: { quality: 5, responsiveness: 4, value: 3 }, title: 'Beautiful venue, plan the budget carefully', body: 'A gorgeous setting and a very professional team. The beverage package added up faster than we expected, so ask for a detailed quote early. On the day, everything ran exactly to the run sheet.' },
  { couple: ['Isla', 'Campbell', 'Noah'], askedDaysAgo: 380, reviewedDaysAgo: 250, rating: 5, sub: { quality: 5, professionalism: 5 }, title: 'Calm, organised and kind', body: 'We were nervous about a wet forecast, and the team had the barrel hall set for the ceremony within an hour. Nobody felt rushed. The dinner service for 130 guests was seamless and warm.' },
  { couple: ['Mia', 'Patel', 'Arjun'], askedDaysAgo: 360, reviewedDaysAgo: 230, rating: 3, sub: { quality: 4, responsiveness: 2, value: 3 }, title: 'Lovely on the day, slow before it', body: 'The wedding itself was lovely and the food was good. Getting answers in the months before took a lot of chasing, though: some e-mails waited over a week. Worth it in the end, but expect to follow up.' },
  { couple: ['Ava', 'Kowalski', 'Luca'], askedDaysAgo: 340, reviewedDaysAgo: 210, rating: 5, sub: { quality: 5, responsiveness: 5, professionalism: 5, value: 5 }, title: 'Worth every cent', body: 'From the first visit to the last dance, the team were on our side. They suggested a smaller package that suited us better than the one we asked about. The vineyard photos are our favourites.' },
  { couple: ['Sophie', 'Fraser', 'Angus'], askedDaysAgo: 320, reviewedDaysAgo: 190, rating: 2, sub: { quality: 3, responsiveness: 2, professionalism: 2, value: 2 }, title: 'Our reception started an hour late', body: 'The setting is beautiful, but the kitchen fell behind and our reception started an hour late. Speeches were squeezed and the band had to cut their last set. We raised it afterwards and were offered a partial refund.', reply: 'We are truly sorry: a kitchen equipment failure delayed service that night. We have since added a second oven line and a backup plan, and we refunded part of your package. Thank you for telling us plainly.' },
  { couple: ['Leila', 'Costa', 'Marco'], askedDaysAgo: 300, reviewedDaysAgo: 170, rating: 1, title: 'Double-booked and rude staff', body: 'They double-booked our date, the manager shouted at my mother, and the marquee blew over in the wind. The worst venue in the valley by far, we told everyone we know to stay away from it.' },
  { couple: ['Ruby', 'Hartley', 'Tom'], askedDaysAgo: 280, reviewedDaysAgo: 150, rating: 4, sub: { quality: 4, responsiveness: 5 }, title: 'Great team, wish the dance floor was bigger', body: 'Responsive and friendly from the first enquiry. The barrel hall is atmospheric but the dance floor filled quickly with 140 guests. Dinner and the cheese station were highlights for everyone.' },
  { couple: ['Georgia', 'Lawson', 'Ben'], askedDaysAgo: 260, reviewedDaysAgo: 120, rating: 5, sub: { quality: 5, value: 4 }, title: 'Perfect autumn wedding', body: 'The vines were turning gold and the team used it perfectly, with a ceremony aisle right between the rows. Clear pricing, quick answers, and a coordinator who seemed to be everywhere at once.' },
  { couple: ['Hannah', 'Sinclair', 'Will'], askedDaysAgo: 240, reviewedDaysAgo: 95, rating: 4, sub: { professionalism: 5, value: 4 }, title: 'Smooth from start to finish', body: 'Everything we were promised was delivered. The menu tasting helped us choose confidently, and the team handled our suppliers so we did not have to. Parking for guests was the only tricky part.' },
  { couple: ['Zoe', 'Donovan', 'Sam'], askedDaysAgo: 220, reviewedDaysAgo: 70, rating: 5, sub: { quality: 5, responsiveness: 5, professionalism: 5 }, title: 'Our guests still talk about it', body: 'We wanted a relaxed long-table dinner under the stars and that is exactly what we got. The staff were warm with our older relatives and thoughtful with the kids. We would choose it again in a heartbeat.' },
  { couple: ['Ella', 'Ashworth', 'Finn'], askedDaysAgo: 200, reviewedDaysAgo: 45, rating: 4, sub: { quality: 4, responsiveness: 4, value: 4 }, title: 'Lovely venue, good value off-peak', body: 'We chose a Friday in winter and the price was very fair for what we received. The fireplaces in the barrel hall made it cosy. A few small details on the run sheet were missed but were fixed quickly.' },
];

// The cake maker's two (vendor2): not enough for a score yet; the second is disputed, undecided.
const cakeReviews: DemoReview[] = [
  { couple: ['Amelia', 'Turner', 'Joel'], askedDaysAgo: 150, reviewedDaysAgo: 90, rating: 5, sub: { quality: 5, value: 4 }, title: 'The cake was the star of the night', body: 'Three tiers of lemon and elderflower with pressed native flowers. It tasted as good as it looked, and it arrived on time and perfectly level after a bumpy road out to the vineyard.' },
  { couple: ['Lucy', 'Murray', 'Henry'], askedDaysAgo: 130, reviewedDaysAgo: 40, rating: 2, sub: { quality: 2 }, title: 'Not the design we agreed', body: 'The cake that arrived had different flowers and one tier less than the sketch we signed off. The flavour was nice but we felt it was not what we paid for, and the reply to our complaint was short.' },
];

/**
 * Issue 32's demo (README): the demo vendor's venue has twelve reviews from invented couples who
 * enquired and had answers (mixed hearts, a 2-heart one with the vendor's reply, and one the vendor
 * disputed, which the administrator upheld: the page shows it as removed), so its page shows a
 * score, histogram and sub-scores; the cake maker (vendor2@example.com) has two, not enough for a
 * score yet, and its dispute of one waits in the admin queue; couple@example.com can review the demo
 * florist (its enquiry was answered with a quote). Written through the use cases, as each person
 * would, so every rule applies; run after seedDemoBookings. The prior's daily update then runs once.
 */
export async function seedDemoReviews(parts: Pick<RequestContext, 'db' | 'mailer' | 'privateFiles'>, accounts: DemoAccounts, { venue, florist }: DemoVendorListings, cakeListing: number | null): Promise<void> {
  const { db } = parts;
  const context = (viewer: Viewer) => buildContext({ db, mailer: parts.mailer, privateFiles: parts.privateFiles, viewer });
  const now = Date.now();
  const at = (viewer: Viewer, daysAgo: number) => atMoment(context(viewer), new Date(now - daysAgo * dayMs));
  const vendor = await demoViewer(db, accounts.vendor);
  const vendor2 = await demoViewer(db, accounts.vendor2);
  const admin = await demoViewer(db, accounts.admin);

  const written = await writeAll(db, at, vendor, venue, venueReviews);
  const [removed] = written.filter((_, index) => venueReviews[index].rating === 1);
  const dispute = await disputeReview(at(vendor, removed.daysAgo - 2), {
    id: removed.id,
    reason: 'different_business',
    note: 'We have never had a marquee: this describes another venue’s wedding. Our records show this couple visited but booked elsewhere.',
  });
  await decideReviewDispute(at(admin, removed.daysAgo - 5), {
    id: dispute.id,
    uphold: true,
    note: 'The review describes a marquee and a double booking; the venue has no marquee and the couple’s conversation shows they booked another venue.',
  });

  if (cakeListing !== null) {
    const cakes = await writeAll(db, at, vendor2, cakeListing, cakeReviews);
    await disputeReview(at(vendor2, 3), {
      id: cakes[1].id,
      reason: 'factually_wrong',
      note: 'The couple changed the design by e-mail two weeks before the wedding; we made what they asked for.',
      files: [demoEvidence()],
    });
  }

  // The daily prior update, once now with a system context (as the job would overnight): "How reviews work" counts these
  // reviews and every listing's ranking score, search's rows included, takes the new prior.
  await updateReviewPrior(buildContext({ db, mailer: parts.mailer, privateFiles: parts.privateFiles }));

  // The story holds, or the seed fails loudly.
  const summary = await summarizeReviews(context(vendor), { serviceId: venue });
  if (!summary.showsScore || summary.count !== 11) throw new Error(`the demo venue should show a score of 11 reviews, not ${summary.count}`);
  const couple = await demoViewer(db, accounts.couple);
  if (!(await canReview(context(couple), { serviceId: florist })).canReview) throw new Error('couple@example.com should be able to review the demo florist');
}

/** Each review's couple (invented, no password) enquires, the vendor answers within hours, and the couple reviews later. */
async function writeAll(db: Database, at: (viewer: Viewer, daysAgo: number) => RequestContext, vendor: Viewer, serviceId: number, list: DemoReview[]): Promise<{ id: number; daysAgo: number }[]> {
  const written = [];
  for (const [index, entry] of list.entries()) {
    const couple = await inventedCouple(db, entry, new Date(Date.now() - (entry.askedDaysAgo + 2) * dayMs), index);
    const { conversationId } = await startConversation(at(couple, entry.askedDaysAgo), { serviceId, message: 'Hello! We are planning our wedding and would love to know more about your packages and availability.' });
    // Each reads what came before (nothing is left unread, no e-mail is due to these invented people).
    await getConversationMessages(at(vendor, entry.askedDaysAgo - 5 / 24), { conversationId });
    await sendMessage(at(vendor, entry.askedDaysAgo - 5 / 24), { conversationId, message: 'Congratulations! We would love to help. Our packages are attached; shall we find a time for you to visit?' });
    await getConversationMessages(at(couple, entry.askedDaysAgo - 4 / 24), { conversationId });
    const weddingMonth = new Date(Date.now() - (entry.reviewedDaysAgo + 14) * dayMs).toISOString().slice(0, 7);
    const review = await writeReview(at(couple, entry.reviewedDaysAgo), { serviceId, rating: entry.rating, title: entry.title, body: entry.body, weddingMonth, ...entry.sub });
    if (entry.reply) await replyToReview(at(vendor, entry.reviewedDaysAgo - 1), { id: review.id, body: entry.reply });
    written.push({ id: review.id, daysAgo: entry.reviewedDaysAgo });
  }
  return written;
}

/** A couple who signed up before they wrote, like the figures' invented couples: no password, an address that never delivers. */
async function inventedCouple(db: Database, entry: DemoReview, signedUp: Date, index: number): Promise<Viewer> {
  const [first, last, partner] = entry.couple;
  const [row] = await db
    .insert(users)
    .values({
      email: `${first.toLowerCase()}.${last.toLowerCase()}.review${index + 1}@couples.example`,
      passwordHash: null,
      firstName: first,
      lastName: last,
      nickname: `${first} & ${partner}`,
      emailVerifiedAt: signedUp,
      createdAt: signedUp,
    })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ userId: row.id, role: 'user' });
  return demoViewer(db, row.id);
}

/** A small, whole PDF: the cake maker's evidence (an e-mail with the changed design, as a document). */
function demoEvidence(): File {
  const text = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% Design change confirmed by e-mail: two tiers, garden roses.\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  return new File([new TextEncoder().encode(text)], 'design-change-email.pdf', { type: 'application/pdf' });
}
