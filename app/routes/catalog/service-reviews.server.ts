import { redirect } from 'react-router';
import type { RequestContext } from '../../../server/context';
import { withWireNames } from '../../../server/kernel';
import { canReview, deleteReview, listReviews, reportReview, summarizeReviews, updateReview, writeReview } from '../../../server/modules/reviews';
import { readReviewQuery } from '~/features/reviews';
import type { formFields } from '~/lib/form-errors.server';
import { pagePath } from '~/lib/page-path';
import { runIntent, type PostedForm } from '~/lib/run-intent.server';

/**
 * A public listing's reviews as its page shows them: the summary (the score from 3 reviews), the
 * page of reviews the URL asks for (?reviews_sort=…&reviews_page=…), and whether the viewer may
 * write one (and if not, why). Three or four queries; the reviews carry what the viewer may do.
 */
export async function loadServiceReviews(ctx: RequestContext, serviceId: number, url: URL) {
  const query = readReviewQuery(url.searchParams);
  const [summary, list, eligibility] = await Promise.all([
    summarizeReviews(ctx, { serviceId }),
    listReviews(ctx, { serviceId, sort: query.sort, page: query.page }),
    ctx.viewer ? canReview(ctx, { serviceId }) : null,
  ]);
  return { summary, list, eligibility };
}

export type ServiceReviews = Awaited<ReturnType<typeof loadServiceReviews>>;

type Fields = ReturnType<typeof formFields>;

/**
 * The reviews' forms on the service page, each naming itself in `intent`, as plain multipart forms
 * (scripts post the same forms without a reload): write, edit and delete one's review, report
 * someone's. The use cases check who may; a refusal comes back beside the form with what was
 * typed. Written, edited or deleted, the page is shown again at its reviews.
 */
export async function serviceReviewsAction(ctx: RequestContext, request: Request, serviceId: number) {
  const back = () => redirect(`${pagePath(request)}#reviews`, 303);
  return runIntent(await request.formData(), {
    'review-write': async (fields: Fields) => {
      await withWireNames({ ...fields, service_id: serviceId }, (input) => writeReview(ctx, input));
      return back();
    },
    'review-update': async (fields: Fields) => {
      await withWireNames({ ...fields, remove_photos: [fields.remove_photos ?? []].flat() }, (input) => updateReview(ctx, input));
      return back();
    },
    'review-delete': async (fields: Fields) => {
      await withWireNames(fields, (input) => deleteReview(ctx, input));
      return back();
    },
    'review-report': async (fields: Fields, { formId }: PostedForm) => {
      await withWireNames(fields, (input) => reportReview(ctx, input));
      return { ok: 'report', intent: formId };
    },
  });
}
