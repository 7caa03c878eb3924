import { inArray } from 'drizzle-orm';
import { reviewInvitations, reviews } from '../../../db/schema/reviews';
import type { ReviewSource } from '../../../shared/reviews/rules';
import type { RequestContext } from '../../context';
import { listReviewableBookings } from '../bookings/internal';
import { listServiceLinks } from '../catalog';
import { listAnsweredConversations } from '../messaging/internal';
import { requireSystemOrAdministrator } from '../../kernel';
import { sendReviewEmails } from './review-emails';

const dayMs = 24 * 60 * 60 * 1000;
/** An enquiry the vendor answered is followed by an invitation this many days after it started. */
export const enquiryInvitationDays = 60;
/** How far back a run looks, so days the job did not run (a long outage) are caught up. */
const catchUpDays = 30;
const batch = 500;

type Candidate = { coupleId: number; serviceId: number; source: ReviewSource };

/**
 * The review invitations (the job `reviewInvitations`): the day after a confirmed booking's date,
 * and 60 days after an enquiry the vendor answered, the couple gets one e-mail inviting a review of
 * that listing: once per couple and listing (a couple who booked is invited after the day, not
 * before), never again after they reviewed it. Nothing about how anyone feels decides who is
 * invited; vendors choose nothing. A system context (no viewer) or an administrator.
 */
export async function sendReviewInvitations(ctx: RequestContext): Promise<{ invited: number }> {
  requireSystemOrAdministrator(ctx.viewer);
  const now = ctx.clock.now();
  const today = now.toISOString().slice(0, 10);
  const day = (offset: number) => new Date(now.getTime() + offset * dayMs).toISOString().slice(0, 10);
  const booked = await listReviewableBookings(ctx, { eventFrom: day(-catchUpDays), eventBefore: today, limit: batch });
  const enquiries = await listAnsweredConversations(ctx, {
    startedFrom: new Date(now.getTime() - (enquiryInvitationDays + catchUpDays) * dayMs),
    startedBefore: new Date(now.getTime() - enquiryInvitationDays * dayMs),
    limit: batch,
  });
  const candidates = new Map<string, Candidate>();
  for (const booking of booked) candidates.set(`${booking.coupleId}:${booking.serviceId}`, { coupleId: booking.coupleId, serviceId: booking.serviceId, source: 'booking' });
  for (const conversation of enquiries) {
    const key = `${conversation.coupleId}:${conversation.serviceId}`;
    if (candidates.has(key)) continue;
    // A couple with a booking still to come is invited the day after it instead.
    const [upcoming] = await listReviewableBookings(ctx, { coupleId: conversation.coupleId, serviceId: conversation.serviceId, eventFrom: today, limit: 1 });
    if (!upcoming) candidates.set(key, { coupleId: conversation.coupleId, serviceId: conversation.serviceId, source: 'enquiry' });
  }
  if (candidates.size === 0) return { invited: 0 };
  const couples = [...new Set([...candidates.values()].map((candidate) => candidate.coupleId))];
  const invited = await ctx.db.select().from(reviewInvitations).where(inArray(reviewInvitations.coupleId, couples));
  const reviewed = await ctx.db.select({ coupleId: reviews.coupleId, serviceId: reviews.serviceId }).from(reviews).where(inArray(reviews.coupleId, couples));
  const done = new Set([...invited, ...reviewed].map((entry) => `${entry.coupleId}:${entry.serviceId}`));
  const due = [...candidates.entries()].filter(([key]) => !done.has(key)).map(([, candidate]) => candidate);
  const listings = await listServiceLinks(ctx, { serviceIds: [...new Set(due.map((candidate) => candidate.serviceId))], publicOnly: true });
  let count = 0;
  for (const candidate of due) {
    const listing = listings.get(candidate.serviceId);
    // Only listings the public sees, and never the vendor's own.
    if (!listing || listing.ownerId === candidate.coupleId) continue;
    // Claimed first, so two instances (or a retry) never send it twice.
    const [claimed] = await ctx.db
      .insert(reviewInvitations)
      .values({ ...candidate, sentAt: now })
      .onConflictDoNothing()
      .returning({ coupleId: reviewInvitations.coupleId });
    if (!claimed) continue;
    count += 1;
    await sendReviewEmails(ctx, [
      {
        userId: candidate.coupleId,
        mail: {
          subject: `How was ${listing.name}?`,
          paragraphs: [
            candidate.source === 'booking'
              ? `You booked ${listing.name} through ${ctx.settings['app.name']}. Other couples would value your review, whatever you thought.`
              : `You were in touch with ${listing.name} through ${ctx.settings['app.name']}. Other couples would value your review, whatever you thought.`,
            'Your review is published as you write it. The vendor may reply once, in public; nobody can buy or hide a review.',
          ],
          action: { label: 'Write a review', url: `${ctx.publicUrl}${listing.path}#write-review` },
        },
      },
    ]);
  }
  return { invited: count };
}
