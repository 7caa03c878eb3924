import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const contentStatuses = ['PUBLISHED', 'DRAFT'] as const;
export type ContentStatus = (typeof contentStatuses)[number];

// PostgreSQL's full-text document type; written with to_tsvector() when a post is saved.
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Blog posts of the built-in headless content service. The markdown is the source; the HTML is
 * rendered and sanitised once, when the post is saved, so reading a post costs no rendering.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    author: text('author').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    contentMarkdown: text('content_markdown').notNull(),
    contentHtml: text('content_html').notNull(),
    // Paths under /images/.
    featuredImage: text('featured_image'),
    thumbnail: text('thumbnail'),
    status: varchar('status', { length: 16 }).$type<ContentStatus>().notNull().default('DRAFT'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Title, author, tag names, excerpt and body, weighted in that order, for the blog search.
    searchVector: tsvector('search_vector').notNull(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_idx').on(t.slug),
    // The blog list: published posts, newest first.
    index('blog_posts_published_idx').on(t.publishedAt.desc(), t.id.desc()).where(sql`${t.status} = 'PUBLISHED'`),
    index('blog_posts_search_idx').using('gin', t.searchVector),
  ],
);

export const blogTags = pgTable(
  'blog_tags',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [uniqueIndex('blog_tags_slug_idx').on(t.slug)],
);

export const blogPostTags = pgTable(
  'blog_post_tags',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => blogTags.id, { onDelete: 'cascade' }),
    // The order the author gave the tags.
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] }), index('blog_post_tags_tag_idx').on(t.tagId, t.postId)],
);

/** Static pages (terms, privacy, …): markdown or HTML source, served as sanitised HTML. */
export const staticPages = pgTable(
  'static_pages',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    // Null when the page was written in HTML.
    contentMarkdown: text('content_markdown'),
    contentHtml: text('content_html').notNull(),
    metaDescription: text('meta_description').notNull().default(''),
    // A path under /images/, shown as the page's header image.
    thumbnail: text('thumbnail'),
    status: varchar('status', { length: 16 }).$type<ContentStatus>().notNull().default('DRAFT'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('static_pages_slug_idx').on(t.slug)],
);
