import type { SchemaTypes } from './builder';
import type { Page, Post, PostSummary, Tag } from '../modules/content';

/** The builder settings both schemas use (builder.ts's, with their own context). */
export type ContentSchemaTypes<Context extends object> = PothosSchemaTypes.ExtendDefaultTypes<SchemaTypes<Context>>;

type PostLike = PostSummary & Partial<Pick<Post, 'contentMarkdown' | 'contentHtml'>>;

/**
 * The content types of spec §3 (Post, Tag, Page), declared on a schema builder: the content
 * service's own endpoint and the public /graphql share them.
 */
export function defineContentTypes<Context extends object>(builder: PothosSchemaTypes.SchemaBuilder<ContentSchemaTypes<Context>>) {
  const TagType = builder.objectRef<Tag>('Tag').implement({
    fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), slug: t.exposeString('slug') }),
  });
  const MediaNode = builder.objectRef<{ mediaItemUrl: string }>('MediaNode').implement({
    fields: (t) => ({ mediaItemUrl: t.exposeString('mediaItemUrl', { description: 'A path under /images/ on the site' }) }),
  });
  const FeaturedImage = builder.objectRef<{ node: { mediaItemUrl: string } }>('FeaturedImage').implement({
    fields: (t) => ({ node: t.field({ type: MediaNode, resolve: (image) => image.node }) }),
  });
  const Thumbnail = builder.objectRef<{ url: string }>('Thumbnail').implement({
    fields: (t) => ({ url: t.exposeString('url') }),
  });
  const PostType = builder.objectRef<PostLike>('Post').implement({
    description: 'A published blog post',
    fields: (t) => ({
      id: t.exposeID('id'),
      title: t.exposeString('title'),
      slug: t.exposeString('slug'),
      link: t.string({ description: "The article's path on the site", resolve: (post) => `/blog/article/${post.slug}` }),
      author: t.exposeString('author'),
      excerpt: t.exposeString('excerpt'),
      contentMarkdown: t.string({ resolve: (post) => post.contentMarkdown ?? '' }),
      contentHtml: t.string({ description: 'Sanitised HTML', resolve: (post) => post.contentHtml ?? '' }),
      featuredImage: t.field({
        type: FeaturedImage,
        nullable: true,
        resolve: (post) => (post.featuredImage ? { node: { mediaItemUrl: post.featuredImage } } : null),
      }),
      thumbnail: t.field({ type: Thumbnail, nullable: true, resolve: (post) => (post.thumbnail ? { url: post.thumbnail } : null) }),
      status: t.exposeString('status'),
      publishedAt: t.string({ nullable: true, description: 'ISO 8601', resolve: (post) => post.publishedAt }),
      updatedAt: t.exposeString('updatedAt', { description: 'ISO 8601' }),
      tags: t.field({ type: [TagType], resolve: (post) => post.tags }),
    }),
  });
  const PageType = builder.objectRef<Page>('Page').implement({
    description: 'A published static page (terms, privacy, …)',
    fields: (t) => ({
      slug: t.exposeString('slug'),
      title: t.exposeString('title'),
      contentMarkdown: t.string({ nullable: true, description: 'Null for a page written in HTML', resolve: (page) => page.contentMarkdown }),
      contentHtml: t.exposeString('contentHtml', { description: 'Sanitised HTML' }),
      metaDescription: t.exposeString('metaDescription'),
      thumbnail: t.field({ type: Thumbnail, nullable: true, resolve: (page) => (page.thumbnail ? { url: page.thumbnail } : null) }),
      status: t.exposeString('status'),
      updatedAt: t.exposeString('updatedAt', { description: 'ISO 8601' }),
    }),
  });
  return { TagType, PostType, PageType };
}
