import SchemaBuilder from '@pothos/core';
import type { RequestContext } from '../context';
import { defineContentTypes, type ContentSchemaTypes } from './content-types';
import { findPage, findPost, findTag, listPages, listPosts, listRelatedPosts } from '../modules/content';
import { withWireNames } from '../kernel';
import { selectsAnyField } from './select-fields';
import { useCaseResolver } from './use-case-resolver';

/**
 * The schema of the content service's own endpoint (/content/graphql): what the blog client asks
 * for (spec §7 "Headless content service"), answered by the content module's read use cases from
 * this server's own content. Readers see published content only.
 */
const builder = new SchemaBuilder<ContentSchemaTypes<RequestContext>>({ defaultFieldNullability: false });
const { TagType, PostType, PageType } = defineContentTypes(builder);

const PostList = builder.objectRef<Awaited<ReturnType<typeof listPosts>>>('PostList').implement({
  fields: (t) => ({
    total: t.exposeInt('total', { description: 'Published posts matching, on all pages' }),
    posts: t.field({ type: [PostType], resolve: (list) => list.posts }),
  }),
});

builder.queryType({
  fields: (t) => ({
    posts: t.field({
      type: PostList,
      description: 'Published posts, newest first; search matches title, excerpt, author, body and tag names',
      args: {
        first: t.arg.int({ defaultValue: 10, description: '1 to 100' }),
        skip: t.arg.int({ defaultValue: 0 }),
        search: t.arg.string(),
        tag: t.arg.string({ description: "A tag's slug" }),
      },
      resolve: (_root, args, ctx, info) => {
        const withContent = selectsAnyField(info, ['contentHtml', 'contentMarkdown']);
        // An absent search or tag (null in GraphQL) filters nothing.
        const given = Object.fromEntries(Object.entries(args).filter(([, value]) => value !== null && value !== undefined));
        return withWireNames(given, (input) => listPosts(ctx, { ...input, withContent }));
      },
    }),
    post: t.field({
      type: PostType,
      nullable: true,
      args: { slug: t.arg.string({ required: true }) },
      resolve: useCaseResolver(findPost),
    }),
    tag: t.field({
      type: TagType,
      nullable: true,
      args: { slug: t.arg.string({ required: true }) },
      resolve: useCaseResolver(findTag),
    }),
    relatedPosts: t.field({
      type: [PostType],
      description: 'Posts sharing a tag with the post first, then other published posts; never the post itself',
      args: { slug: t.arg.string({ required: true }), first: t.arg.int({ defaultValue: 8, description: '1 to 24' }) },
      resolve: useCaseResolver(listRelatedPosts),
    }),
    pages: t.field({
      type: [PageType],
      description: 'Published static pages: the one with `slug`, or all of them',
      args: { slug: t.arg.string(), status: t.arg.string({ defaultValue: 'PUBLISHED' }) },
      resolve: async (_root, { slug, status }, ctx) => {
        if (status !== 'PUBLISHED') return [];
        if (!slug) return listPages(ctx);
        const page = await withWireNames({ slug }, (input) => findPage(ctx, input));
        return page ? [page] : [];
      },
    }),
  }),
});

export const contentSchema = builder.toSchema({ sortSchema: true });
