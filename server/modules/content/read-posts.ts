import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import type { Post, PostSummary } from './content-records';
import { fromRemotePost, readThroughContentService, summaryFields, withRemoteContent, type RemotePost } from './content-service';
import { listPosts, listPostsInput, type PostList } from './list-posts';

/**
 * The blog client's published posts, newest first (the blog, the home page's Diaries, the feed, the
 * sitemap, GraphQL's `posts`): listPosts's answer, from the configured content service. Anyone may
 * read them.
 */
export async function readPosts(ctx: RequestContext, input: unknown): Promise<PostList<PostSummary & Partial<Pick<Post, 'contentMarkdown' | 'contentHtml'>>>> {
  const query = parseInput(listPostsInput, input);
  const { withContent, ...filters } = query;
  return readThroughContentService(
    ctx,
    `posts:${JSON.stringify(query)}`,
    () => listPosts(ctx, query),
    async (ask) => {
      const data = await ask<{ posts: { total: number; posts: RemotePost[] } }>(
        `query Posts($first: Int, $skip: Int, $search: String, $tag: String) { posts(first: $first, skip: $skip, search: $search, tag: $tag) { total posts { ${summaryFields} ${withContent ? 'contentMarkdown contentHtml' : ''} } } }`,
        filters,
      );
      return { total: data.posts.total, posts: data.posts.posts.map((post) => (withContent ? withRemoteContent(post) : fromRemotePost(post))) };
    },
  );
}
