import { builder } from './builder';
import {
  canReview,
  decideReviewDispute,
  deleteReview,
  disputeReview,
  findReviewTransparency,
  listMyReviews,
  listReviewDisputes,
  listReviews,
  replyToReview,
  reportReview,
  summarizeReviews,
  updateReview,
  writeReview,
  type DealingFacts,
  type EarlierVersion,
  type EvidenceFile,
  type ListingToReview,
  type MyReviews,
  type Review,
  type ReviewActions,
  type ReviewCase,
  type ReviewDisputeEntry,
  type ReviewEligibility,
  type ReviewPage,
  type ReviewPhoto,
  type ReviewReply,
  type ReviewScore,
  type ReviewSummary,
  type ReviewTransparency,
} from '../modules/reviews';
import { useCaseResolver } from './use-case-resolver';

/** Issue 32: reviews couples can trust; every rule lives in the reviews module. */

const iso = (date: Date | null) => date?.toISOString() ?? null;

const ReviewPhotoType = builder.objectRef<ReviewPhoto>('ReviewPhoto').implement({
  fields: (t) => ({ id: t.exposeID('id'), url: t.exposeString('url', { description: 'Under /images/reviews/; 700 and 400 wide copies beside it' }), width: t.exposeInt('width'), height: t.exposeInt('height') }),
});

const ReviewReplyType = builder.objectRef<ReviewReply>('ReviewReply').implement({
  description: 'The vendor’s one public reply',
  fields: (t) => ({
    body: t.exposeString('body', { description: 'Plain text: show it escaped' }),
    created_at: t.string({ resolve: (reply) => reply.createdAt.toISOString() }),
    edited_at: t.string({ nullable: true, resolve: (reply) => iso(reply.editedAt) }),
  }),
});

const ReviewActionsType = builder.objectRef<ReviewActions>('ReviewActions').implement({
  description: 'What the viewer may do with the review (the use cases check again)',
  fields: (t) => ({
    mine: t.exposeBoolean('mine'),
    can_edit: t.exposeBoolean('canEdit'),
    can_reply: t.exposeBoolean('canReply'),
    can_dispute: t.exposeBoolean('canDispute'),
    can_report: t.exposeBoolean('canReport'),
  }),
});

type FieldBuilderOf<T> = Parameters<NonNullable<Parameters<ReturnType<typeof builder.objectRef<T>>['implement']>[0]['fields']>>[0];

const reviewFields = (t: FieldBuilderOf<Review>) => ({
  id: t.exposeID('id'),
  service_id: t.id({ resolve: (review) => review.serviceId }),
  source: t.exposeString('source', { description: 'booking or enquiry' }),
  source_line: t.exposeString('sourceLine', { description: '"Booked through Ever After" or "Enquired through Ever After": always shown' }),
  author: t.exposeString('author', { description: 'The couple’s public name' }),
  rating: t.exposeInt('rating', { nullable: true, description: 'Hearts 1–5; null for a removed review' }),
  quality: t.exposeInt('quality', { nullable: true }),
  responsiveness: t.exposeInt('responsiveness', { nullable: true }),
  professionalism: t.exposeInt('professionalism', { nullable: true }),
  value: t.exposeInt('value', { nullable: true }),
  title: t.exposeString('title', { nullable: true }),
  body: t.exposeString('body', { nullable: true, description: 'Plain text: show it escaped, links not clickable' }),
  wedding_month: t.exposeString('weddingMonth', { nullable: true, description: 'YYYY-MM (show the month and year)' }),
  created_at: t.string({ resolve: (review) => review.createdAt.toISOString() }),
  edited_at: t.string({ nullable: true, resolve: (review) => iso(review.editedAt) }),
  photos: t.field({ type: [ReviewPhotoType], resolve: (review) => review.photos }),
  reply: t.field({ type: ReviewReplyType, nullable: true, resolve: (review) => review.reply }),
  removed: t.exposeBoolean('removed'),
  removed_at: t.string({ nullable: true, resolve: (review) => iso(review.removedAt) }),
  removed_reason: t.exposeString('removedReason', { nullable: true }),
  removal_line: t.exposeString('removalLine', { nullable: true, description: '"A review was removed on {date} because {reason}."' }),
  viewer: t.field({ type: ReviewActionsType, resolve: (review) => review.viewer }),
});

const ReviewType = builder.objectRef<Review>('Review').implement({ description: 'A couple’s review of a listing', fields: (t) => reviewFields(t) });

const MyReviewType = builder.objectRef<MyReviews['reviews'][number]>('MyReview').implement({
  description: 'One of the viewer’s reviews, with its listing; whole, a removed one too (the public sees only its line)',
  fields: (t) => ({
    ...reviewFields(t as never),
    service_name: t.exposeString('serviceName'),
    path: t.exposeString('path', { nullable: true, description: 'The listing’s page; null when the public no longer sees it' }),
    status: t.exposeString('status', { description: 'published; disputed (a dispute or report waits for a decision: still published meanwhile); or removed (removal_line says why)' }),
    listing_page: t.exposeInt('listingPage', { description: 'The page of the listing’s reviews (newest first) where this review stands' }),
  }),
});

const ReviewPageType = builder.objectRef<ReviewPage>('ReviewPage').implement({
  fields: (t) => ({
    service_id: t.id({ resolve: (page) => page.serviceId }),
    sort: t.exposeString('sort'),
    page: t.exposeInt('page'),
    pages: t.exposeInt('pages'),
    per_page: t.exposeInt('perPage'),
    total: t.exposeInt('total', { description: 'Reviews and removal lines' }),
    reviews: t.field({ type: [ReviewType], resolve: (page) => page.reviews }),
  }),
});

const SubScoresType = builder.objectRef<ReviewSummary['subScores']>('ReviewSubScores').implement({
  description: 'Each sub-score’s average to one decimal, shown beside the overall score and never averaged into it',
  fields: (t) => ({
    quality: t.exposeFloat('quality', { nullable: true }),
    responsiveness: t.exposeFloat('responsiveness', { nullable: true }),
    professionalism: t.exposeFloat('professionalism', { nullable: true }),
    value: t.exposeFloat('value', { nullable: true }),
  }),
});

const ReviewSummaryType = builder.objectRef<ReviewSummary>('ReviewSummary').implement({
  fields: (t) => ({
    service_id: t.id({ resolve: (summary) => summary.serviceId }),
    count: t.exposeInt('count'),
    shows_score: t.exposeBoolean('showsScore', { description: 'From 3 reviews; JSON-LD aggregateRating only then' }),
    average: t.exposeFloat('average', { nullable: true }),
    histogram: t.exposeIntList('histogram', { nullable: true, description: 'Reviews with 1, 2, 3, 4 and 5 hearts' }),
    sub_scores: t.field({ type: SubScoresType, resolve: (summary) => summary.subScores }),
    notice: t.exposeString('notice', { nullable: true, description: '"Not enough reviews for a score yet" before the score shows' }),
    ranking_score: t.exposeFloat('rankingScore', { description: 'The published Bayesian mean search ranks by' }),
  }),
});

/** A card's figures (ServiceCard.reviewScore), read for a page of cards at once by the resolvers that list them. */
export const ReviewScoreType = builder.objectRef<ReviewScore>('ReviewScore').implement({
  description: 'What a listing’s card shows of its published reviews (never the wishlist hearts)',
  fields: (t) => ({
    count: t.exposeInt('count', { description: 'Published reviews' }),
    average: t.exposeFloat('average', { nullable: true, description: 'Their overall hearts’ average to one decimal, from 3 reviews; null before' }),
  }),
});

const EligibilityType = builder.objectRef<ReviewEligibility>('ReviewEligibility').implement({
  fields: (t) => ({
    service_id: t.id({ resolve: (answer) => answer.serviceId }),
    can_review: t.exposeBoolean('canReview'),
    reason: t.exposeString('reason', { nullable: true, description: 'Why not, to show the couple' }),
    source: t.exposeString('source', { nullable: true }),
    source_line: t.exposeString('sourceLine', { nullable: true }),
    review_id: t.id({ nullable: true, description: 'The viewer’s review of it, when they wrote one', resolve: (answer) => answer.reviewId }),
  }),
});

const ListingToReviewType = builder.objectRef<ListingToReview>('ListingToReview').implement({
  fields: (t) => ({
    service_id: t.id({ resolve: (listing) => listing.serviceId }),
    service_name: t.exposeString('serviceName'),
    path: t.exposeString('path'),
    source: t.exposeString('source'),
    source_line: t.exposeString('sourceLine'),
  }),
});

const MyReviewsType = builder.objectRef<MyReviews>('MyReviews').implement({
  fields: (t) => ({
    reviews: t.field({ type: [MyReviewType], resolve: (mine) => mine.reviews }),
    to_review: t.field({ type: [ListingToReviewType], description: 'Businesses the viewer dealt with here and may review', resolve: (mine) => mine.toReview }),
  }),
});

const EvidenceFileType = builder.objectRef<EvidenceFile>('ReviewEvidenceFile').implement({
  description: 'A private evidence file (administrators and its vendor read it)',
  fields: (t) => ({ id: t.id({ nullable: true, resolve: (file) => file.id ?? null }), file_name: t.exposeString('fileName'), content_type: t.exposeString('contentType'), size: t.exposeInt('size') }),
});

const caseFields = (t: FieldBuilderOf<ReviewCase>) => ({
  id: t.exposeID('id'),
  review_id: t.id({ resolve: (entry) => entry.reviewId }),
  kind: t.exposeString('kind', { description: 'dispute (the listing’s vendor) or report (anyone)' }),
  reason: t.exposeString('reason', { description: 'not_a_client, personal_data, abusive, different_business, conflict_of_interest or factually_wrong' }),
  reason_label: t.exposeString('reasonLabel'),
  note: t.exposeString('note'),
  status: t.exposeString('status', { description: 'open, upheld, rejected or closed' }),
  created_at: t.string({ resolve: (entry) => entry.createdAt.toISOString() }),
  decided_at: t.string({ nullable: true, resolve: (entry) => iso(entry.decidedAt) }),
  decision_note: t.exposeString('decisionNote', { nullable: true }),
  files: t.field({ type: [EvidenceFileType], resolve: (entry) => entry.files }),
});

const ReviewCaseType = builder.objectRef<ReviewCase>('ReviewDispute').implement({ description: 'A dispute or report of a review', fields: (t) => caseFields(t) });

const CaseOpenerType = builder.objectRef<NonNullable<ReviewDisputeEntry['openedBy']>>('ReviewCaseOpener').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), email: t.exposeString('email') }),
});

const DealingConversationType = builder.objectRef<NonNullable<DealingFacts['conversation']>>('ReviewDealingConversation').implement({
  description: 'The conversation’s metadata (never its messages)',
  fields: (t) => ({
    started_at: t.string({ resolve: (facts) => facts.startedAt.toISOString() }),
    first_writer: t.exposeString('firstWriter', { description: 'couple or vendor' }),
    first_vendor_reply_at: t.string({ resolve: (facts) => facts.firstVendorReplyAt.toISOString() }),
    last_message_at: t.string({ resolve: (facts) => facts.lastMessageAt.toISOString() }),
    messages: t.exposeInt('messages'),
  }),
});

const DealingType = builder.objectRef<DealingFacts>('ReviewDealing').implement({
  fields: (t) => ({
    source: t.exposeString('source', { nullable: true }),
    booking_event_date: t.string({ nullable: true, resolve: (facts) => facts.booking?.eventDate ?? null }),
    conversation: t.field({ type: DealingConversationType, nullable: true, resolve: (facts) => facts.conversation }),
  }),
});

const EarlierVersionType = builder.objectRef<EarlierVersion>('ReviewVersion').implement({
  fields: (t) => ({
    title: t.exposeString('title'),
    body: t.exposeString('body'),
    rating: t.exposeInt('rating'),
    written_at: t.string({ resolve: (version) => version.writtenAt.toISOString() }),
    replaced_at: t.string({ resolve: (version) => version.replacedAt.toISOString() }),
  }),
});

const QueueListingType = builder.objectRef<ReviewDisputeEntry['listing']>('ReviewQueueListing').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), path: t.exposeString('path', { nullable: true }) }),
});

const QueueEntryType = builder.objectRef<ReviewDisputeEntry>('ReviewDisputeEntry').implement({
  description: 'A case in the moderation queue, with what an administrator needs to decide it',
  fields: (t) => ({
    ...caseFields(t as never),
    opened_by: t.field({ type: CaseOpenerType, nullable: true, resolve: (entry) => entry.openedBy }),
    review: t.field({ type: ReviewType, description: 'In full, a removed review too', resolve: (entry) => entry.review }),
    versions: t.field({ type: [EarlierVersionType], description: 'The review’s earlier texts', resolve: (entry) => entry.versions }),
    listing: t.field({ type: QueueListingType, resolve: (entry) => entry.listing }),
    dealing: t.field({ type: DealingType, resolve: (entry) => entry.dealing }),
  }),
});

const RemovedByReasonType = builder.objectRef<ReviewTransparency['removed'][number]>('ReviewsRemovedByReason').implement({
  fields: (t) => ({ reason: t.exposeString('reason'), label: t.exposeString('label'), count: t.exposeInt('count') }),
});

const ScoringType = builder.objectRef<ReviewTransparency['scoring']>('ReviewScoring').implement({
  description: 'The score’s published rules: (C·m + Σ hearts) / (m + n)',
  fields: (t) => ({
    threshold: t.exposeInt('threshold', { description: 'Reviews before a score shows' }),
    prior_weight: t.exposeInt('priorWeight', { description: 'm' }),
    prior_mean: t.exposeFloat('priorMean', { description: 'C' }),
    prior_reviews: t.exposeInt('priorReviews', { description: 'Published reviews C was computed from' }),
    prior_minimum_reviews: t.exposeInt('priorMinimumReviews', { description: 'Reviews on the site before C is their mean (the default before)' }),
    computed_at: t.string({ nullable: true, resolve: (scoring) => iso(scoring.computedAt) }),
  }),
});

const TransparencyType = builder.objectRef<ReviewTransparency>('ReviewTransparency').implement({
  description: 'The "How reviews work" page’s yearly figures',
  fields: (t) => ({
    year: t.exposeInt('year'),
    published: t.exposeInt('published'),
    disputed: t.exposeInt('disputed'),
    disputes: t.exposeInt('disputes'),
    reports: t.exposeInt('reports'),
    upheld: t.exposeInt('upheld'),
    rejected: t.exposeInt('rejected'),
    removed: t.field({ type: [RemovedByReasonType], resolve: (figures) => figures.removed }),
    scoring: t.field({ type: ScoringType, resolve: (figures) => figures.scoring }),
  }),
});

const DeletedReviewType = builder.objectRef<{ id: number }>('DeletedReview').implement({ fields: (t) => ({ id: t.exposeID('id') }) });

const reviewArgs = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  rating: t.arg.int({ required: true, description: 'Hearts 1–5 overall' }),
  title: t.arg.string({ required: true, description: 'Up to 100 characters' }),
  body: t.arg.string({ required: true, description: '60 to 5,000 characters of plain text, no phone numbers or e-mail addresses' }),
  quality: t.arg.int(),
  responsiveness: t.arg.int(),
  professionalism: t.arg.int(),
  value: t.arg.int(),
  wedding_month: t.arg.string({ description: 'YYYY-MM; by default the booking’s or the couple’s wedding date' }),
  photos: t.arg({ type: ['Upload'], description: 'Up to 5 in all: JPEG, PNG, WebP, GIF or AVIF, under 10 MB, at least 300 × 200 px' }),
});

builder.queryFields((t) => ({
  reviews: t.field({
    type: ReviewPageType,
    description: 'A public listing’s reviews, 10 a page, newest first unless sorted otherwise',
    args: { service_id: t.arg.id({ required: true }), sort: t.arg.string({ description: 'newest (default), highest, lowest or with_photos' }), page: t.arg.int() },
    resolve: useCaseResolver(listReviews),
  }),
  reviewSummary: t.field({ type: ReviewSummaryType, args: { service_id: t.arg.id({ required: true }) }, resolve: useCaseResolver(summarizeReviews) }),
  myReviews: t.field({ type: MyReviewsType, description: 'The signed-in couple’s reviews and the businesses they may review', resolve: (_root, _args, ctx) => listMyReviews(ctx) }),
  canReview: t.field({ type: EligibilityType, description: 'Whether the viewer may review the listing, and why not', args: { service_id: t.arg.id({ required: true }) }, resolve: useCaseResolver(canReview) }),
  reviewDisputes: t.field({
    type: [QueueEntryType],
    description: 'The moderation queue (administrators)',
    args: { status: t.arg.string({ description: 'open (default), upheld, rejected, closed or all' }) },
    resolve: useCaseResolver(listReviewDisputes),
  }),
  reviewTransparency: t.field({ type: TransparencyType, description: 'A year’s published review figures and the score’s formula', args: { year: t.arg.int() }, resolve: useCaseResolver(findReviewTransparency) }),
}));

builder.mutationFields((t) => ({
  writeReview: t.field({ type: ReviewType, args: { service_id: t.arg.id({ required: true }), ...reviewArgs(t) }, resolve: useCaseResolver(writeReview) }),
  updateReview: t.field({
    type: ReviewType,
    description: 'Edits the viewer’s review (dated; the earlier text is kept for moderation)',
    args: { id: t.arg.id({ required: true }), ...reviewArgs(t), remove_photos: t.arg.idList({ description: 'Photos to take away' }) },
    resolve: useCaseResolver(updateReview),
  }),
  deleteReview: t.field({ type: DeletedReviewType, args: { id: t.arg.id({ required: true }) }, resolve: useCaseResolver(deleteReview) }),
  replyToReview: t.field({
    type: ReviewType,
    description: 'The listing’s vendor replies once, in public; calling again edits the reply',
    args: { id: t.arg.id({ required: true }), body: t.arg.string({ required: true }) },
    resolve: useCaseResolver(replyToReview),
  }),
  disputeReview: t.field({
    type: ReviewCaseType,
    description: 'The listing’s vendor disputes a review once, for a published reason',
    args: { id: t.arg.id({ required: true }), reason: t.arg.string({ required: true }), note: t.arg.string({ required: true }), files: t.arg({ type: ['Upload'], description: 'Private evidence: PDF, JPEG or PNG' }) },
    resolve: useCaseResolver(disputeReview),
  }),
  reportReview: t.field({
    type: ReviewCaseType,
    description: 'Anyone signed in reports a review for a published reason',
    args: { id: t.arg.id({ required: true }), reason: t.arg.string({ required: true }), note: t.arg.string() },
    resolve: useCaseResolver(reportReview),
  }),
  decideReviewDispute: t.field({
    type: ReviewCaseType,
    description: 'An administrator upholds (the review is removed) or rejects a dispute or report',
    args: { id: t.arg.id({ required: true }), uphold: t.arg.boolean({ required: true }), note: t.arg.string({ required: true }) },
    resolve: useCaseResolver(decideReviewDispute),
  }),
}));
