import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { blogPosts, staticPages } from '../../../db/schema/content';
import { createAdmin, createCouple, createVendor } from '../../../tests/factories/users';
import { expectInvalid, expectRefusal } from '../../../tests/setup/assertions';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import { systemContext } from '../../context';
import { ensureSitePages } from './ensure-site-pages';
import { findPage } from './find-page';
import { findPost } from './find-post';
import { savePage } from './save-page';
import { savePost } from './save-post';
import { sitePages } from './site-pages';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const post = { slug: 'spring-flowers', title: 'Spring flowers', author: 'Mia Chen', contentMarkdown: 'Peonies **everywhere**.', tags: ['Flowers', 'Seasons'], status: 'PUBLISHED' };
const page = { slug: 'about', title: 'About us', contentMarkdown: 'We are *kind*.', status: 'PUBLISHED' };

describe('who writes content', () => {
  it('asks a visitor to sign in and refuses couples and vendors: only administrators write posts and pages', async () => {
    const db = database.db;
    await expectRefusal(savePost(testContext(db), post), 'UNAUTHENTICATED');
    await expectRefusal(savePage(systemContext({ db }), page), 'UNAUTHENTICATED');
    for (const person of [await createCouple(db), await createVendor(db)]) {
      await expectRefusal(savePost(testContext(db, person), post), 'FORBIDDEN');
      await expectRefusal(savePage(testContext(db, person), page), 'FORBIDDEN');
    }
    expect(await db.select().from(blogPosts)).toEqual([]);
    expect(await db.select().from(staticPages)).toEqual([]);
  });

  it('lets an administrator save a post and a page, rendered and sanitised, readable at once', async () => {
    const editor = testContext(database.db, await createAdmin(database.db));
    const { id } = await savePost(editor, { ...post, contentMarkdown: 'Peonies **everywhere**.<script>alert(1)</script>' });
    expect(id).toBeGreaterThan(0);
    const saved = await findPost(testContext(database.db), { slug: 'spring-flowers' });
    expect(saved).toMatchObject({ title: 'Spring flowers', contentHtml: '<p>Peonies <strong>everywhere</strong>.</p>\n' });
    expect(saved?.tags.map((tag) => tag.slug)).toEqual(['flowers', 'seasons']);
    await savePage(editor, page);
    expect(await findPage(testContext(database.db), { slug: 'about' })).toMatchObject({ title: 'About us', contentHtml: '<p>We are <em>kind</em>.</p>\n' });
  });

  it('checks the input before the role, and every field has its limit', async () => {
    const editor = testContext(database.db, await createAdmin(database.db));
    await expectInvalid(savePost(testContext(database.db), { ...post, slug: 'Not A Slug' }), ['slug']);
    await expectInvalid(savePost(editor, { ...post, slug: 'x'.repeat(201), title: '', tags: Array.from({ length: 21 }, (_, i) => `tag ${i}`) }), ['slug', 'title', 'tags']);
    await expectInvalid(savePost(editor, { ...post, featuredImage: 'https://evil.example/x.png', contentMarkdown: 'x'.repeat(200_001) }), ['featuredImage', 'contentMarkdown']);
    await expectInvalid(savePage(editor, { slug: 'both', title: 'Both', contentMarkdown: 'a', contentHtml: '<p>a</p>' }), ['input']);
  });
});

describe('ensureSitePages', () => {
  it("writes the footer's pages a database lacks as the server's own work (no viewer), and leaves existing ones alone", async () => {
    const db = database.db;
    const editor = testContext(db, await createAdmin(db));
    await savePage(editor, { slug: 'privacy', title: 'Our own privacy text', contentHtml: '<p>Ours.</p>', status: 'DRAFT' });
    expect(await ensureSitePages(systemContext({ db }))).toBe(sitePages.length - 1);
    expect(await ensureSitePages(systemContext({ db }))).toBe(0);
    const [privacy] = await db.select().from(staticPages).where(eq(staticPages.slug, 'privacy'));
    expect(privacy).toMatchObject({ title: 'Our own privacy text', status: 'DRAFT' });
    expect(await findPage(testContext(db), { slug: 'terms' })).toMatchObject({ title: 'Terms And Conditions', status: 'PUBLISHED' });
  });
});
