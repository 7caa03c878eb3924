import { createHash } from 'node:crypto';
import { contentEndpointPath } from '../../../shared/content/content-endpoint';
import type { RequestContext } from '../../context';
import { contentServiceClient, type AskContentService } from '../../integrations/content-service/content-service-client';
import { readContent } from './content-cache';
import type { Page, Post, PostSummary } from './content-records';
import { sanitizeContentHtml } from './render-content';

export type ContentEndpoint = { url: string; isOwn: boolean };

/**
 * The configured content endpoint (services.graphcms.endpoint) as an absolute URL, and whether it is
 * this server's own: the default, a path or this site's address with that path.
 */
export function contentEndpointOf({ settings, publicUrl }: Pick<RequestContext, 'settings' | 'publicUrl'>): ContentEndpoint {
  const configured = settings['services.graphcms.endpoint'].trim() || contentEndpointPath;
  const url = configured.startsWith('/') ? `${publicUrl}${configured}` : configured;
  return { url, isOwn: url === `${publicUrl}${contentEndpointPath}` };
}

/**
 * One read of the blog client (the read use cases, read-*.ts, after checking their input): from
 * this server's own endpoint, `own` runs the matching use case in process, with the same answer and
 * no HTTP round trip; any other endpoint is asked over GraphQL (`remote`) with the read token
 * (services.graphcms.read_token). Answers are cached for 30 s under `key`, for an outside service
 * per endpoint and token, so changing either setting never serves the old answers.
 */
export function readThroughContentService<T>(ctx: RequestContext, key: string, own: () => Promise<T>, remote: (ask: AskContentService) => Promise<T>): Promise<T> {
  const endpoint = contentEndpointOf(ctx);
  if (endpoint.isOwn) return readContent(ctx.db, key, own);
  const token = ctx.settings['services.graphcms.read_token'];
  const source = `${endpoint.url} ${createHash('sha256').update(token).digest('hex').slice(0, 12)}`;
  return readContent(ctx.db, `${source} ${key}`, () => remote(contentServiceClient(endpoint.url, token)));
}

// What an outside content service answers (the schema of server/graphql/content-service-schema.ts).
export const summaryFields = 'id slug title author excerpt featuredImage { node { mediaItemUrl } } thumbnail { url } status publishedAt updatedAt tags { id name slug }';
export const pageFields = 'slug title contentMarkdown contentHtml metaDescription thumbnail { url } status updatedAt';

export type RemotePost = Omit<PostSummary, 'id' | 'featuredImage' | 'thumbnail' | 'tags'> & {
  id: string | number;
  featuredImage: { node: { mediaItemUrl: string } } | null;
  thumbnail: { url: string } | null;
  tags: { id: string | number; name: string; slug: string }[];
  contentMarkdown?: string;
  contentHtml?: string;
};
export type RemotePage = Omit<Page, 'thumbnail'> & { thumbnail: { url: string } | null };

export function fromRemotePost(post: RemotePost): PostSummary {
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
export function withRemoteContent(post: RemotePost): Post {
  return { ...fromRemotePost(post), contentMarkdown: post.contentMarkdown ?? '', contentHtml: sanitizeContentHtml(post.contentHtml ?? '') };
}

export function fromRemotePage(page: RemotePage): Page {
  return { ...page, thumbnail: page.thumbnail?.url ?? null, contentHtml: sanitizeContentHtml(page.contentHtml) };
}
