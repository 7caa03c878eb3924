import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { services } from './services';

/**
 * Issue 32: reviews couples can trust. A review is written by a couple who dealt with the listing's
 * vendor here ('booking': a confirmed booking; 'enquiry': a conversation the vendor answered), one per
 * couple and listing. Plain text, shown escaped. An edit keeps the earlier text (review_versions);
 * moderation removes a review (status 'removed', with the date and the published reason) and never
 * edits its text.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    coupleId: integer('couple_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The listing's vendor when it was written (who may reply and dispute is the listing's owner now).
    vendorId: integer('vendor_id').references(() => users.id, { onDelete: 'set null' }),
    source: varchar('source', { length: 8 }).$type<'booking' | 'enquiry'>().notNull(),
    rating: smallint('rating').notNull(),
    quality: smallint('quality'),
    responsiveness: smallint('responsiveness'),
    professionalism: smallint('professionalism'),
    value: smallint('value'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    // 'YYYY-MM': the wedding's month and year (shown as such).
    weddingMonth: varchar('wedding_month', { length: 7 }),
    photoCount: smallint('photo_count').notNull().default(0),
    status: varchar('status', { length: 10 }).$type<'published' | 'removed'>().notNull().default('published'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedReason: varchar('removed_reason', { length: 24 }),
  },
  (t) => [
    uniqueIndex('reviews_couple_service_idx').on(t.coupleId, t.serviceId),
    // A listing's reviews by each sort (newest; highest and lowest; with photos), and its summary.
    index('reviews_service_newest_idx').on(t.serviceId, t.createdAt, t.id),
    index('reviews_service_rating_idx').on(t.serviceId, t.rating, t.createdAt),
    index('reviews_service_photos_idx').on(t.serviceId, t.createdAt).where(sql`${t.photoCount} > 0`),
    index('reviews_created_idx').on(t.createdAt),
    check('reviews_source', sql`${t.source} in ('booking', 'enquiry')`),
    check('reviews_status', sql`${t.status} in ('published', 'removed')`),
    check('reviews_rating', sql`${t.rating} between 1 and 5`),
    check(
      'reviews_sub_scores',
      sql`(${t.quality} is null or ${t.quality} between 1 and 5) and (${t.responsiveness} is null or ${t.responsiveness} between 1 and 5) and (${t.professionalism} is null or ${t.professionalism} between 1 and 5) and (${t.value} is null or ${t.value} between 1 and 5)`,
    ),
    check('reviews_title', sql`char_length(${t.title}) between 1 and 100`),
    check('reviews_body', sql`char_length(${t.body}) between 60 and 5000`),
    check('reviews_photo_count', sql`${t.photoCount} between 0 and 5`),
    check('reviews_removed', sql`(${t.status} = 'removed') = (${t.removedAt} is not null)`),
  ],
);

/** What a review said before each edit, kept for moderation (never shown to the public). */
export const reviewVersions = pgTable(
  'review_versions',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    quality: smallint('quality'),
    responsiveness: smallint('responsiveness'),
    professionalism: smallint('professionalism'),
    value: smallint('value'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    weddingMonth: varchar('wedding_month', { length: 7 }),
    // When this text was written (the review's creation or an earlier edit), and when it was replaced.
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('review_versions_review_idx').on(t.reviewId, t.id)],
);

/** A review's photos (at most 5): checked like listing photos, re-encoded without EXIF, under /images/reviews/. */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('review_photos_review_idx').on(t.reviewId, t.position)],
);

/** The vendor's one public reply to a review: editable, dated. */
export const reviewReplies = pgTable(
  'review_replies',
  {
    reviewId: integer('review_id')
      .primaryKey()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [check('review_replies_body', sql`char_length(${t.body}) between 1 and 3000`)],
);

export const reviewCaseKinds = ['dispute', 'report'] as const;
export const reviewCaseStates = ['open', 'upheld', 'rejected', 'closed'] as const;

/**
 * The moderation queue (/admin/reviews): a vendor's dispute of a review of their listing (one per
 * review, with private evidence files) and anyone's report (one per person and review), each with a
 * published reason. An administrator decides it: upheld (the review is removed; the review's other
 * open cases close with it) or rejected; the decision, its note and who made it are kept here and in
 * the audit log. A disputed review stays published while it is decided.
 */
export const reviewDisputes = pgTable(
  'review_disputes',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).$type<(typeof reviewCaseKinds)[number]>().notNull(),
    openedBy: integer('opened_by').references(() => users.id, { onDelete: 'set null' }),
    reason: varchar('reason', { length: 24 }).notNull(),
    note: text('note').notNull().default(''),
    status: varchar('status', { length: 8 }).$type<(typeof reviewCaseStates)[number]>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionNote: text('decision_note'),
  },
  (t) => [
    uniqueIndex('review_disputes_one_dispute_idx').on(t.reviewId).where(sql`${t.kind} = 'dispute'`),
    uniqueIndex('review_disputes_one_report_idx').on(t.reviewId, t.openedBy).where(sql`${t.kind} = 'report'`),
    index('review_disputes_queue_idx').on(t.status, t.createdAt),
    index('review_disputes_decided_idx').on(t.decidedAt),
    check('review_disputes_kind', sql`${t.kind} in ('dispute', 'report')`),
    check('review_disputes_status', sql`${t.status} in ('open', 'upheld', 'rejected', 'closed')`),
    check('review_disputes_reason', sql`${t.reason} in ('not_a_client', 'personal_data', 'abusive', 'different_business', 'conflict_of_interest', 'factually_wrong')`),
    check('review_disputes_note', sql`char_length(${t.note}) <= 2000`),
  ],
);

/** A dispute's evidence: private files (never served publicly), read by the vendor and administrators only. */
export const reviewDisputeFiles = pgTable(
  'review_dispute_files',
  {
    id: serial('id').primaryKey(),
    disputeId: integer('dispute_id')
      .notNull()
      .references(() => reviewDisputes.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
  },
  (t) => [index('review_dispute_files_dispute_idx').on(t.disputeId)],
);

/** Who was invited to review what, so every eligible couple is invited once per listing. */
export const reviewInvitations = pgTable(
  'review_invitations',
  {
    coupleId: integer('couple_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    source: varchar('source', { length: 8 }).$type<'booking' | 'enquiry'>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.coupleId, t.serviceId] })],
);

/**
 * Each listing's published-review figures, kept with every review write (in its transaction): the
 * count, the histogram, the sub-scores' sums and counts, and the Bayesian mean search ranks by
 * (with the prior in review_prior). Search's refresh reads `bayesian` through the reviews module's
 * export; cards read the count and the average.
 */
export const reviewScores = pgTable(
  'review_scores',
  {
    serviceId: integer('service_id')
      .primaryKey()
      .references(() => services.id, { onDelete: 'cascade' }),
    reviews: integer('reviews').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    // Published reviews with 1, 2, 3, 4 and 5 hearts.
    hearts1: integer('hearts_1').notNull().default(0),
    hearts2: integer('hearts_2').notNull().default(0),
    hearts3: integer('hearts_3').notNull().default(0),
    hearts4: integer('hearts_4').notNull().default(0),
    hearts5: integer('hearts_5').notNull().default(0),
    qualitySum: integer('quality_sum').notNull().default(0),
    qualityCount: integer('quality_count').notNull().default(0),
    responsivenessSum: integer('responsiveness_sum').notNull().default(0),
    responsivenessCount: integer('responsiveness_count').notNull().default(0),
    professionalismSum: integer('professionalism_sum').notNull().default(0),
    professionalismCount: integer('professionalism_count').notNull().default(0),
    valueSum: integer('value_sum').notNull().default(0),
    valueCount: integer('value_count').notNull().default(0),
    bayesian: doublePrecision('bayesian').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_scores_bayesian_idx').on(t.bayesian)],
);

/** The site-wide prior of the Bayesian mean: C (the mean of published reviews) and m, recomputed daily. One row (id 1). */
export const reviewPrior = pgTable(
  'review_prior',
  {
    id: smallint('id').primaryKey().default(1),
    mean: doublePrecision('mean').notNull(),
    weight: integer('weight').notNull(),
    reviews: integer('reviews').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('review_prior_one_row', sql`${t.id} = 1`)],
);

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewDisputeRow = typeof reviewDisputes.$inferSelect;
export type ReviewScoreRow = typeof reviewScores.$inferSelect;
