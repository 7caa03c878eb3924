import type { PostSummary } from '../../../server/modules/content';
import { shownDay, type ShownDay } from '~/lib/format-date';

/** A post's days as its cards and its page show them, formatted by the loader (no Intl in the browser). */
export type PostDates = { dates: { published: ShownDay; updated: ShownDay } };

/** For loaders: the post with its publication day (the update's when never published) and update day. */
export function withPostDates<T extends Pick<PostSummary, 'publishedAt' | 'updatedAt'>>(post: T): T & PostDates {
  return { ...post, dates: { published: shownDay(post.publishedAt ?? post.updatedAt), updated: shownDay(post.updatedAt) } };
}
