import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import type { Post } from './content-records';
import { readThroughContentService, summaryFields, withRemoteContent, type RemotePost } from './content-service';
import { findPost, findPostInput } from './find-post';

/** The blog client's published post by slug (an article), null for none: findPost's answer, from the configured content service. Anyone may read it. */
export async function readPost(ctx: RequestContext, input: unknown): Promise<Post | null> {
  const { slug } = parseInput(findPostInput, input);
  return readThroughContentService(
    ctx,
    `post:${slug}`,
    () => findPost(ctx, { slug }),
    async (ask) => {
      const data = await ask<{ post: RemotePost | null }>(`query Post($slug: String!) { post(slug: $slug) { ${summaryFields} contentMarkdown contentHtml } }`, { slug });
      return data.post && withRemoteContent(data.post);
    },
  );
}
