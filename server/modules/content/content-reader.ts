import { createHash } from 'node:crypto';
import type { Database } from '../../../db/client';
import type { Settings } from '../platform/settings';
import { readContent } from './content-cache';
import type { Page, Post, PostSummary, Tag } from './content-records';
import { findPage } from './find-page';
import { findPost } from './find-post';
import { findTag } from './find-tag';
import { listPages } from './list-pages';
import { listPosts, type PostList } from './list-posts';
import { listRelatedPosts } from './list-related-posts';
import { sanitizeContentHtml } from './render-content';

/** The path of this server's own content endpoint. */
export const contentEndpointPath = '/content/graphql';

export type ListPostsQuery = { first: number; skip?: number; search?: string; tag?: string; /** Bodies too (GraphQL clients that select them). */ withContent?: boolean };

/** What the site reads from the headless content service (spec §7): the blog client. */
export type ContentReader = {
  listPosts(query: ListPostsQuery): Promise<PostList<PostSummary & Partial<Pick<Post, 'contentMarkdown' | 'contentHtml'>>>>;
  findPost(slug: string): Promise<Post | null>;
  findTag(slug: string): Promise<Tag | null>;
  listRelatedPosts(slug: string, first: number): Promise<PostSummary[]>;
  findPage(slug: string): Promise<Page | null>;
  listPages(): Promise<Page[]>;
};

export class ContentServiceError extends Error {
  readonly code = 'CONTENT_SERVICE_UNAVAILABLE';
}

/**
 * The blog client, configured by the settings services.graphcms.endpoint and read_token. The
 * default endpoint is this server's own (a path, or this site's address with that path): then the
 * use cases run in process, with the same answers and no HTTP round trip. Any other address is
 * asked over HTTP with the read token as a bearer token. Answers are cached for 30 s either way.
 */
export function contentReader({ db, settings, publicUrl }: { db: Database; settings: Settings; publicUrl: string }): ContentReader {
  const endpoint = contentEndpoint({ settings, publicUrl });
  if (endpoint.isOwn) return inProcessReader(db);
  return httpReader(db, endpoint.url, settings['services.graphcms.read_token']);
}

/** The configured content endpoint as an absolute URL, and whether it is this server's own. */
export function contentEndpoint({ settings, publicUrl }: { settings: Settings; publicUrl: string }): { url: string; isOwn: boolean } {
  const configured = settings['services.graphcms.endpoint'].trim() || contentEndpointPath;
  const url = configured.startsWith('/') ? `${publicUrl}${configured}` : configured;
  return { url, isOwn: url === `${publicUrl}${contentEndpointPath}` };
}

function inProcessReader(db: Database): ContentReader {
  return {
    listPosts: (query) => readContent(db, `posts:${JSON.stringify(query)}`, () => listPosts(db, query)),
    findPost: (slug) => readContent(db, `post:${slug}`, () => findPost(db, slug)),
    findTag: (slug) => readContent(db, `tag:${slug}`, () => findTag(db, slug)),
    listRelatedPosts: (slug, first) => readContent(db, `related:${slug}:${first}`, () => listRelatedPosts(db, { slug, first })),
    findPage: (slug) => readContent(db, `page:${slug}`, () => findPage(db, slug)),
    listPages: () => readContent(db, 'pages', () => listPages(db)),
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
    listPosts: ({ withContent, ...query }) =>
      cached(`posts:${withContent}:${JSON.stringify(query)}`, async () => {
        const data = await ask<{ posts: { total: number; posts: RemotePost[] } }>(
          `query Posts($first: Int, $skip: Int, $search: String, $tag: String) { posts(first: $first, skip: $skip, search: $search, tag: $tag) { total posts { ${summaryFields} ${withContent ? 'contentMarkdown contentHtml' : ''} } } }`,
          query,
        );
        return { total: data.posts.total, posts: data.posts.posts.map((post) => (withContent ? withRemoteContent(post) : fromRemotePost(post))) };
      }),
    findPost: (slug) =>
      cached(`post:${slug}`, async () => {
        const data = await ask<{ post: RemotePost | null }>(`query Post($slug: String!) { post(slug: $slug) { ${summaryFields} contentMarkdown contentHtml } }`, { slug });
        return data.post && withRemoteContent(data.post);
      }),
    findTag: (slug) =>
      cached(`tag:${slug}`, async () => {
        const data = await ask<{ tag: { id: string | number; name: string; slug: string } | null }>('query Tag($slug: String!) { tag(slug: $slug) { id name slug } }', { slug });
        return data.tag && { ...data.tag, id: Number(data.tag.id) };
      }),
    listRelatedPosts: (slug, first) =>
      cached(`related:${slug}:${first}`, async () => {
        const data = await ask<{ relatedPosts: RemotePost[] }>(`query Related($slug: String!, $first: Int) { relatedPosts(slug: $slug, first: $first) { ${summaryFields} } }`, { slug, first });
        return data.relatedPosts.map(fromRemotePost);
      }),
    findPage: (slug) =>
      cached(`page:${slug}`, async () => {
        const data = await ask<{ pages: RemotePage[] }>(`query Page($slug: String) { pages(slug: $slug, status: "PUBLISHED") { ${pageFields} } }`, { slug });
        return data.pages[0] ? fromRemotePage(data.pages[0]) : null;
      }),
    listPages: () =>
      cached('pages', async () => {
        const data = await ask<{ pages: RemotePage[] }>(`query Pages { pages(status: "PUBLISHED") { ${pageFields} } }`, {});
        return data.pages.map(fromRemotePage);
      }),
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
