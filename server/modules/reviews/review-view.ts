import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { reviewDisputes, reviewPhotos, reviewReplies, type ReviewRow } from '../../../db/schema/reviews';
import { removalLine, sourceLines, type DisputeReason, type ReviewSource } from '../../../shared/reviews/rules';
import type { RequestContext } from '../../context';
import { listPeople } from '../accounts';

export type ReviewPhoto = { id: number; url: string; width: number; height: number };
export type ReviewReply = { body: string; createdAt: Date; editedAt: Date | null };

/** What the viewer may do with a review (the page's buttons); the use cases check again. */
export type ReviewActions = { mine: boolean; canEdit: boolean; canReply: boolean; canDispute: boolean; canReport: boolean };

/**
 * A review as pages show it. A review moderation removed keeps only its public line ("A review was
 * removed on {date} because {reason}"): its hearts, title, text and photos are gone from public view
 * (`full` reads, the moderation queue's, keep them).
 */
export type Review = {
  id: number;
  serviceId: number;
  source: ReviewSource;
  /** "Booked through Ever After" or "Enquired through Ever After": nobody can buy or hide it. */
  sourceLine: string;
  /** The couple as the public sees them (their nickname: "Emma & Liam"). */
  author: string;
  rating: number | null;
  quality: number | null;
  responsiveness: number | null;
  professionalism: number | null;
  value: number | null;
  title: string | null;
  /** Plain text: shown escaped, links not made clickable. */
  body: string | null;
  /** YYYY-MM. */
  weddingMonth: string | null;
  createdAt: Date;
  editedAt: Date | null;
  photos: ReviewPhoto[];
  reply: ReviewReply | null;
  removed: boolean;
  removedAt: Date | null;
  removedReason: DisputeReason | null;
  removalLine: string | null;
  viewer: ReviewActions;
};

/**
 * Reviews as shown to `ctx.viewer`, in the order given: their photos, replies and authors in three
 * more queries, and what the viewer may do (`ownerOf`: each listing's vendor now).
 */
export async function toReviews(ctx: RequestContext, rows: ReviewRow[], ownerOf: Map<number, number | null>, { full = false }: { full?: boolean } = {}): Promise<Review[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const viewerId = ctx.viewer?.id ?? null;
  const photos = await ctx.db
    .select()
    .from(reviewPhotos)
    .where(inArray(reviewPhotos.reviewId, ids))
    .orderBy(asc(reviewPhotos.position), asc(reviewPhotos.id));
  const replies = await ctx.db.select().from(reviewReplies).where(inArray(reviewReplies.reviewId, ids));
  const cases =
    viewerId === null
      ? []
      : await ctx.db
          .select({ reviewId: reviewDisputes.reviewId, kind: reviewDisputes.kind, openedBy: reviewDisputes.openedBy })
          .from(reviewDisputes)
          .where(and(inArray(reviewDisputes.reviewId, ids), or(eq(reviewDisputes.kind, 'dispute'), eq(reviewDisputes.openedBy, viewerId))));
  const people = await listPeople(ctx, { userIds: [...new Set(rows.map((row) => row.coupleId))] });
  return rows.map((row) => {
    const shown = full || row.status === 'published';
    const person = people.get(row.coupleId);
    const reply = replies.find((entry) => entry.reviewId === row.id);
    const ownerId = ownerOf.get(row.serviceId) ?? null;
    const published = row.status === 'published';
    const isOwner = viewerId !== null && ownerId === viewerId;
    const mine = viewerId !== null && row.coupleId === viewerId;
    return {
      id: row.id,
      serviceId: row.serviceId,
      source: row.source,
      sourceLine: sourceLines[row.source],
      author: person?.nickname || person?.firstName || 'A couple',
      rating: shown ? row.rating : null,
      quality: shown ? row.quality : null,
      responsiveness: shown ? row.responsiveness : null,
      professionalism: shown ? row.professionalism : null,
      value: shown ? row.value : null,
      title: shown ? row.title : null,
      body: shown ? row.body : null,
      weddingMonth: shown ? row.weddingMonth : null,
      createdAt: row.createdAt,
      editedAt: row.editedAt,
      photos: shown ? photos.filter((photo) => photo.reviewId === row.id).map(({ id, url, width, height }) => ({ id, url, width, height })) : [],
      reply: shown && reply ? { body: reply.body, createdAt: reply.createdAt, editedAt: reply.editedAt } : null,
      removed: !published,
      removedAt: row.removedAt,
      removedReason: row.removedReason as DisputeReason | null,
      removalLine: row.removedAt && row.removedReason ? removalLine(row.removedAt, row.removedReason as DisputeReason) : null,
      viewer: {
        mine,
        canEdit: mine && published,
        canReply: isOwner && published,
        canDispute: isOwner && published && !cases.some((entry) => entry.reviewId === row.id && entry.kind === 'dispute'),
        canReport: viewerId !== null && !mine && !isOwner && published && !cases.some((entry) => entry.reviewId === row.id && entry.kind === 'report' && entry.openedBy === viewerId),
      },
    };
  });
}
