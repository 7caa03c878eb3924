import { data } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { roleOf, withWireNames } from '../../../server/kernel';
import { disputeReview, listVendorReviews, replyToReview } from '../../../server/modules/reviews';
import { roleHomes } from '../../../shared/accounts/login-destination';
import { disputeReasonCodes, disputeReasons } from '../../../shared/reviews/rules';
import type { VendorReviewsData } from '~/features/review-moderation/vendor-reviews-page';
import { formatLongDate } from '~/lib/format-date';
import { loginRedirect } from '~/lib/login-redirect';
import { readOr404 } from '~/lib/refusal-page.server';
import { requireViewer } from '~/lib/require-viewer.server';
import { runIntent } from '~/lib/run-intent.server';
import type { Route } from './+types/reviews';

const day = (moment: Date | null) => (moment ? formatLongDate(moment.toISOString()) : null);

/**
 * /vendors/reviews (issue 32): the reviews of the signed-in vendor's listings, newest first, 10 a
 * page (?page=), each with the reply form and the dispute form. Vendors only: a couple or an
 * administrator goes to their own home; the use case reads the viewer's own listings alone.
 */
export async function loadVendorReviews({ context, request }: Route.LoaderArgs): Promise<VendorReviewsData> {
  const app = context.get(appContext);
  const viewer = requireViewer(app, request, '/vendors/login');
  if (roleOf(viewer) !== 'vendor') throw loginRedirect(roleHomes, roleOf(viewer));
  const page = new URL(request.url).searchParams.get('page') ?? undefined;
  const found = await readOr404(() => listVendorReviews(app, { page }), { badInput: 'refused' });
  return {
    page: found.page,
    pages: found.pages,
    total: found.total,
    listings: found.listings,
    reasons: disputeReasonCodes.map((code) => ({ code, label: disputeReasons[code].label, because: disputeReasons[code].because })),
    reviews: found.reviews.map((review) => ({
      id: review.id,
      listing: review.listing,
      author: review.author,
      sourceLine: review.sourceLine,
      rating: review.rating,
      title: review.title,
      body: review.body,
      weddingMonth: review.weddingMonth,
      written: day(review.createdAt)!,
      edited: day(review.editedAt),
      removalLine: review.removalLine,
      reply: review.reply ? { body: review.reply.body, written: day(review.reply.createdAt)!, edited: day(review.reply.editedAt) } : null,
      canReply: review.viewer.canReply,
      canDispute: review.viewer.canDispute,
      dispute: review.dispute
        ? {
            reasonLabel: review.dispute.reasonLabel,
            note: review.dispute.note,
            status: review.dispute.status,
            opened: day(review.dispute.createdAt)!,
            decided: day(review.dispute.decidedAt),
            decisionNote: review.dispute.decisionNote,
            files: review.dispute.files.map(({ id, fileName, size }) => ({ id: id!, fileName, size })),
          }
        : null,
    })),
  };
}

/**
 * The page's forms, each naming its review (`form_id` reply-{id} / dispute-{id}): a reply (the same
 * form edits it) and a dispute (multipart: evidence files). Refusals come back as the form's errors
 * with what was typed; the use cases check who may.
 */
export async function vendorReviewsAction({ context, request }: Route.ActionArgs) {
  const app = context.get(appContext);
  requireViewer(app, request, '/vendors/login');
  return runIntent(await request.formData(), {
    reply: async (fields, form) => {
      const review = await withWireNames(fields, (input) => replyToReview(app, input));
      return data({ done: form.formId, message: review.reply?.editedAt ? 'Your reply was edited. The couple was told.' : 'Your reply is published. The couple was told.' });
    },
    dispute: async (fields, form) => {
      await withWireNames(fields, (input) => disputeReview(app, input));
      return data({ done: form.formId, message: 'Your dispute was sent. An administrator will decide it; the review stays published meanwhile.' });
    },
  });
}
