import { builder } from './builder';
import { readPage, readPages, readPosts } from '../modules/content';
import { withWireNames } from '../kernel';
import { defineContentTypes } from './content-types';
import { selectsAnyField } from './select-fields';

// Spec §7 GraphQL: the blog home query (posts, first 10) and static pages by slug and status, read
// through the blog client, so they follow services.graphcms.endpoint like the pages do.
const { PostType, PageType } = defineContentTypes(builder);

builder.queryFields((t) => ({
  posts: t.field({
    type: [PostType],
    description: 'The latest published blog posts, newest first',
    args: { first: t.arg.int({ defaultValue: 10, description: '1 to 100' }) },
    resolve: async (_root, { first }, context, info) => {
      const withContent = selectsAnyField(info, ['contentHtml', 'contentMarkdown']);
      return (await withWireNames({ first }, (input) => readPosts(context, { ...input, withContent }))).posts;
    },
  }),
  pages: t.field({
    type: [PageType],
    description: 'Published static pages: the one with `slug`, or all of them; another status finds none',
    args: { slug: t.arg.string(), status: t.arg.string({ defaultValue: 'PUBLISHED' }) },
    resolve: async (_root, { slug, status }, context) => {
      if (status !== 'PUBLISHED') return [];
      if (!slug) return readPages(context);
      const page = await withWireNames({ slug }, (input) => readPage(context, input));
      return page ? [page] : [];
    },
  }),
}));
