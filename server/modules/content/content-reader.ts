import { createHash } from 'node:crypto';
import type { Database } from '../../../db/client';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { readContent } from './content-cache';
import type { Page, Post, PostSummary, Tag } from './content-records';
import { findPage, findPageInput } from './find-page';
import { findPost, findPostInput } from './find-post';
import { findTag, findTagInput } from './find-tag';
import { listPages, listPagesInput } from './list-pages';
import { listPosts, listPostsInput, type PostList } from './list-posts';
import { listRelatedPosts, relatedPostsInput } from './list-related-posts';
import { sanitizeContentHtml } from './render-content';

/** The path of this server's own content endpoint. */
export const contentEndpointPath = '/content/graphql';

/**
 * What the site reads from the headless content service (spec §7): the blog client. Each method
 * is the read use case of the same name (same input, same checks, same answer), answered by the
 * configured content service.
 */
export type ContentReader = {
  listPosts(input: unknown): Promise<PostList<PostSummary & Partial<Pick<Post, 'contentMarkdown' | 'contentHtml'>>>>;
  findPost(input: unknown): Promise<Post | null>;
  findTag(input: unknown): Promise<Tag | null>;
  listRelatedPosts(input: unknown): Promise<PostSummary[]>;
  findPage(input: unknown): Promise<Page | null>;
  listPages(input?: unknown): Promise<Page[]>;
};

/** The outside content service failed (did not answer, refused the token): a fault, not a refusal. */
export class ContentServiceError extends Error {
  readonly code = 'CONTENT_SERVICE_UNAVAILABLE';
}

/**
 * The blog client, configured by the settings services.graphcms.endpoint and read_token. The
 * default endpoint is this server's own (a path, or this site's address with that path): then the
 * use cases run in process, with the same answers and no HTTP round trip. Any other address is
 * asked over HTTP with the read token as a bearer token. Input is checked first either way, so a
 * bad slug is the same refusal from both; answers are cached for 30 s.
 */
export function contentReader(ctx: RequestContext): ContentReader {
  const endpoint = contentEndpoint(ctx);
  if (endpoint.isOwn) return inProcessReader(ctx);
  return httpReader(ctx.db, endpoint.url, ctx.settings['services.graphcms.read_token']);
}

/** The configured content endpoint as an absolute URL, and whether it is this server's own. */
export function contentEndpoint({ settings, publicUrl }: Pick<RequestContext, 'settings' | 'publicUrl'>): { url: string; isOwn: boolean } {
  const configured = settings['services.graphcms.endpoint'].trim() || contentEndpointPath;
  const url = configured.startsWith('/') ? `${publicUrl}${configured}` : configured;
  return { url, isOwn: url === `${publicUrl}${contentEndpointPath}` };
}

function inProcessReader(ctx: RequestContext): ContentReader {
  const { db } = ctx;
  return {
    listPosts: async (input) => {
      const query = parseInput(listPostsInput, input);
      return readContent(db, `posts:${JSON.stringify(query)}`, () => listPosts(ctx, query));
    },
    findPost: async (input) => {
      const { slug } = parseInput(findPostInput, input);
      return readContent(db, `post:${slug}`, () => findPost(ctx, { slug }));
    },
    findTag: async (input) => {
      const { slug } = parseInput(findTagInput, input);
      return readContent(db, `tag:${slug}`, () => findTag(ctx, { slug }));
    },
    listRelatedPosts: async (input) => {
      const { slug, first } = parseInput(relatedPostsInput, input);
      return readContent(db, `related:${slug}:${first}`, () => listRelatedPosts(ctx, { slug, first }));
    },
    findPage: async (input) => {
      const { slug } = parseInput(findPageInput, input);
      return readContent(db, `page:${slug}`, () => findPage(ctx, { slug }));
    },
    listPages: async (input) => {
      parseInput(listPagesInput, input);
      return readContent(db, 'pages', () => listPages(ctx));
    },
  };
}

const summaryFields = 'id slug title author excerpt featuredImage { node { mediaItemUrl } } thumbnail { url } status publishedAt updatedAt tags { id name slug }';
const pageFields = 'slug title contentMarkdown contentHtml metaDescription thumbnail { url } status updatedAt';

type RemotePost = Omit<PostSummary, 'id' | 'featuredImage' | 'thumbnail' | 'tags'> & {
  id: string | number;
  featuredImage: { node: { mediaItemUrl: string } } | null;
  thumbnail: { url: string } | null;
  tags: { id: string | number; name: string; slug: string }[];
  contentMarkdown?: string;
  contentHtml?: string;
};
type RemotePage = Omit<Page, 'thumbnail'> & { thumbnail: { url: string } | null };

function httpReader(db: Database, endpoint: string, token: string): ContentReader {
  const ask = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(5_000),
      });
    } catch (error) {
      throw new ContentServiceError(`The content service at ${endpoint} did not answer: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => null)) as { data?: T; errors?: { message: string }[] } | null;
    if (!response.ok || !body?.data) {
      throw new ContentServiceError(`The content service at ${endpoint} answered ${response.status}: ${body?.errors?.[0]?.message ?? 'no data'}`);
    }
    return body.data;
  };
  // Cached per endpoint and token, so changing either setting never serves the old answers.
  const source = `${endpoint} ${createHash('sha256').update(token).digest('hex').slice(0, 12)}`;
  const cached = <T>(key: string, load: () => Promise<T>) => readContent(db, `${source} ${key}`, load);
  return {
    listPosts: async (input) => {
      const { withContent, ...query } = parseInput(listPostsInput, input);
      return cached(`posts:${withContent}:${JSON.stringify(query)}`, async () => {
        const data = await ask<{ posts: { total: number; posts: RemotePost[] } }>(
          `query Posts($first: Int, $skip: Int, $search: String, $tag: String) { posts(first: $first, skip: $skip, search: $search, tag: $tag) { total posts { ${summaryFields} ${withContent ? 'contentMarkdown contentHtml' : ''} } } }`,
          query,
        );
        return { total: data.posts.total, posts: data.posts.posts.map((post) => (withContent ? withRemoteContent(post) : fromRemotePost(post))) };
      });
    },
    findPost: async (input) => {
      const { slug } = parseInput(findPostInput, input);
      return cached(`post:${slug}`, async () => {
        const data = await ask<{ post: RemotePost | null }>(`query Post($slug: String!) { post(slug: $slug) { ${summaryFields} contentMarkdown contentHtml } }`, { slug });
        return data.post && withRemoteContent(data.post);
      });
    },
    findTag: async (input) => {
      const { slug } = parseInput(findTagInput, input);
      return cached(`tag:${slug}`, async () => {
        const data = await ask<{ tag: { id: string | number; name: string; slug: string } | null }>('query Tag($slug: String!) { tag(slug: $slug) { id name slug } }', { slug });
        return data.tag && { ...data.tag, id: Number(data.tag.id) };
      });
    },
    listRelatedPosts: async (input) => {
      const { slug, first } = parseInput(relatedPostsInput, input);
      return cached(`related:${slug}:${first}`, async () => {
        const data = await ask<{ relatedPosts: RemotePost[] }>(`query Related($slug: String!, $first: Int) { relatedPosts(slug: $slug, first: $first) { ${summaryFields} } }`, { slug, first });
        return data.relatedPosts.map(fromRemotePost);
      });
    },
    findPage: async (input) => {
      const { slug } = parseInput(findPageInput, input);
      return cached(`page:${slug}`, async () => {
        const data = await ask<{ pages: RemotePage[] }>(`query Page($slug: String) { pages(slug: $slug, status: "PUBLISHED") { ${pageFields} } }`, { slug });
        return data.pages[0] ? fromRemotePage(data.pages[0]) : null;
      });
    },
    listPages: async (input) => {
      parseInput(listPagesInput, input);
      return cached('pages', async () => {
        const data = await ask<{ pages: RemotePage[] }>(`query Pages { pages(status: "PUBLISHED") { ${pageFields} } }`, {});
        return data.pages.map(fromRemotePage);
      });
    },
  };
}

function fromRemotePost(post: RemotePost): PostSummary {
  return {
    id: Number(post.id),
    slug: post.slug,
    title: post.title,
    author: post.author,
    excerpt: post.excerpt,
    featuredImage: post.featuredImage?.node.mediaItemUrl ?? null,
    thumbnail: post.thumbnail?.url ?? null,
    status: post.status,
    publishedAt: post.publishedAt,
    updatedAt: post.updatedAt,
    tags: post.tags.map((tag) => ({ ...tag, id: Number(tag.id) })),
  };
}

// Another service's HTML is sanitised here too: the site never trusts markup it did not clean.
function withRemoteContent(post: RemotePost): Post {
  return { ...fromRemotePost(post), contentMarkdown: post.contentMarkdown ?? '', contentHtml: sanitizeContentHtml(post.contentHtml ?? '') };
}

function fromRemotePage(page: RemotePage): Page {
  return { ...page, thumbnail: page.thumbnail?.url ?? null, contentHtml: sanitizeContentHtml(page.contentHtml) };
}
