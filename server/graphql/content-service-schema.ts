import SchemaBuilder from '@pothos/core';
import type { Database } from '../../db/client';
import { defineContentTypes, type ContentSchemaTypes } from './content-types';
import { findPage } from '../modules/content/find-page';
import { findPost } from '../modules/content/find-post';
import { findTag } from '../modules/content/find-tag';
import { listPages } from '../modules/content/list-pages';
import { listPosts } from '../modules/content/list-posts';
import { listRelatedPosts } from '../modules/content/list-related-posts';
import { selectsAnyField } from './select-fields';

/**
 * The schema of the content service's own endpoint (/content/graphql): what the blog client asks
 * for (spec §7 "Headless content service"). Readers see published content only.
 */
const builder = new SchemaBuilder<ContentSchemaTypes<{ db: Database }>>({ defaultFieldNullability: false });
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
      resolve: (_root, args, { db }, info) =>
        listPosts(db, {
          first: args.first ?? undefined,
          skip: args.skip ?? undefined,
          search: args.search ?? undefined,
          tag: args.tag ?? undefined,
          withContent: selectsAnyField(info, ['contentHtml', 'contentMarkdown']),
        }),
    }),
    post: t.field({
      type: PostType,
      nullable: true,
      args: { slug: t.arg.string({ required: true }) },
      resolve: (_root, { slug }, { db }) => findPost(db, slug),
    }),
    tag: t.field({
      type: TagType,
      nullable: true,
      args: { slug: t.arg.string({ required: true }) },
      resolve: (_root, { slug }, { db }) => findTag(db, slug),
    }),
    relatedPosts: t.field({
      type: [PostType],
      description: 'Posts sharing a tag with the post first, then other published posts; never the post itself',
      args: { slug: t.arg.string({ required: true }), first: t.arg.int({ defaultValue: 8, description: '1 to 24' }) },
      resolve: (_root, { slug, first }, { db }) => listRelatedPosts(db, { slug, first: first ?? undefined }),
    }),
    pages: t.field({
      type: [PageType],
      description: 'Published static pages: the one with `slug`, or all of them',
      args: { slug: t.arg.string(), status: t.arg.string({ defaultValue: 'PUBLISHED' }) },
      resolve: async (_root, { slug, status }, { db }) => {
        if (status !== 'PUBLISHED') return [];
        if (!slug) return listPages(db);
        const page = await findPage(db, slug);
        return page ? [page] : [];
      },
    }),
  }),
});

export const contentSchema = builder.toSchema({ sortSchema: true });
