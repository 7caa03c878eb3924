import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import type { PostSummary } from './content-records';
import { fromRemotePost, readThroughContentService, summaryFields, type RemotePost } from './content-service';
import { listRelatedPosts, relatedPostsInput } from './list-related-posts';

/** The blog client's posts related to one (under an article): listRelatedPosts's answer, from the configured content service. Anyone may read them. */
export async function readRelatedPosts(ctx: RequestContext, input: unknown): Promise<PostSummary[]> {
  const { slug, first } = parseInput(relatedPostsInput, input);
  return readThroughContentService(
    ctx,
    `related:${slug}:${first}`,
    () => listRelatedPosts(ctx, { slug, first }),
    async (ask) => {
      const data = await ask<{ relatedPosts: RemotePost[] }>(`query Related($slug: String!, $first: Int) { relatedPosts(slug: $slug, first: $first) { ${summaryFields} } }`, { slug, first });
      return data.relatedPosts.map(fromRemotePost);
    },
  );
}
