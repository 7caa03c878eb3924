import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { auditLog } from '../../../db/schema/audit';
import { blogPosts, staticPages } from '../../../db/schema/content';
import { createAdmin, createCouple, createVendor } from '../../../tests/factories/users';
import { expectInvalid, expectRefusal } from '../../../tests/setup/assertions';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import { buildContext } from '../../build-context';
import { ensureSitePages } from './ensure-site-pages';
import { findPage } from './find-page';
import { findPost } from './find-post';
import { savePage } from './save-page';
import { savePost } from './save-post';
import { sitePages } from './site-pages';
import { uploadContentImage } from './upload-content-image';

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
    await expectRefusal(savePage(buildContext({ db }), page), 'UNAUTHENTICATED');
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

describe('the audit log of content', () => {
  const lastEntry = async (entityType: string, entityId: string) =>
    (await database.db.select().from(auditLog).where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId))).orderBy(desc(auditLog.id)).limit(1))[0];

  it('keeps every field of a post before and after, its body as length and fingerprint, so a change of body, tags or image shows', async () => {
    const editor = testContext(database.db, await createAdmin(database.db));
    const { id } = await savePost(editor, { ...post, slug: 'audited-post', create: true });
    const created = await lastEntry('blog_post', String(id));
    expect(created).toMatchObject({ action: 'blog_post.create', before: null, after: { slug: 'audited-post', author: 'Mia Chen', tags: ['Flowers', 'Seasons'], featuredImage: null, status: 'PUBLISHED', body: { length: post.contentMarkdown.length } } });
    await savePost(editor, { ...post, id, slug: 'audited-post', contentMarkdown: 'Dahlias now.', tags: ['Flowers'], featuredImage: '/images/blog/0123456789abcdef0123456789abcdef.webp' });
    const updated = await lastEntry('blog_post', String(id));
    expect(updated.action).toBe('blog_post.update');
    expect(updated.before).toEqual(created.after);
    expect(updated.after).toMatchObject({ tags: ['Flowers'], featuredImage: '/images/blog/0123456789abcdef0123456789abcdef.webp', body: { length: 'Dahlias now.'.length } });
    expect((updated.after as { body: { sha256: string } }).body.sha256).not.toBe((created.after as { body: { sha256: string } }).body.sha256);
    expect(JSON.stringify(updated)).not.toContain('Dahlias');
  });

  it('keeps every field of a page before and after, the description and body included', async () => {
    const editor = testContext(database.db, await createAdmin(database.db));
    await savePage(editor, { ...page, slug: 'audited-page', metaDescription: 'Who we are' });
    await savePage(editor, { ...page, slug: 'audited-page', metaDescription: 'Who we are, and why', contentMarkdown: 'We are *kinder*.' });
    const entry = await lastEntry('page', 'audited-page');
    expect(entry).toMatchObject({ action: 'page.update', before: { metaDescription: 'Who we are', format: 'markdown', body: { length: page.contentMarkdown.length } }, after: { metaDescription: 'Who we are, and why', body: { length: 'We are *kinder*.'.length } } });
  });

  it('refuses a new post or page whose slug is taken, instead of overwriting it', async () => {
    const editor = testContext(database.db, await createAdmin(database.db));
    await savePost(editor, { ...post, slug: 'taken-post' });
    await savePage(editor, { ...page, slug: 'taken-page' });
    await expectInvalid(savePost(editor, { ...post, slug: 'taken-post', title: 'Another', create: true }), ['slug']);
    await expectInvalid(savePage(editor, { ...page, slug: 'taken-page', title: 'Another', create: true }), ['slug']);
    expect(await findPost(testContext(database.db), { slug: 'taken-post' })).toMatchObject({ title: 'Spring flowers' });
    expect(await findPage(testContext(database.db), { slug: 'taken-page' })).toMatchObject({ title: 'About us' });
    // A page may be called "new": its address is no editor's keyword.
    await savePage(editor, { ...page, slug: 'new', create: true });
    expect(await findPage(testContext(database.db), { slug: 'new' })).toMatchObject({ title: 'About us' });
  });

  it('records an uploaded image, which is public from then on', async () => {
    const admin = await createAdmin(database.db);
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#b5838d' } }).png().toBuffer();
    const { url } = await uploadContentImage(testContext(database.db, admin), { image: new Blob([new Uint8Array(png)], { type: 'image/png' }) });
    expect(await lastEntry('content_image', url)).toMatchObject({ action: 'content_image.upload', actorId: admin.id, before: null, after: { url, bytes: expect.any(Number) } });
  });
});

describe('ensureSitePages', () => {
  it("writes the footer's pages a database lacks as the server's own work (no viewer), and leaves existing ones alone", async () => {
    const db = database.db;
    const editor = testContext(db, await createAdmin(db));
    await savePage(editor, { slug: 'privacy', title: 'Our own privacy text', contentHtml: '<p>Ours.</p>', status: 'DRAFT' });
    expect(await ensureSitePages(buildContext({ db }))).toBe(sitePages.length - 1);
    expect(await ensureSitePages(buildContext({ db }))).toBe(0);
    const [privacy] = await db.select().from(staticPages).where(eq(staticPages.slug, 'privacy'));
    expect(privacy).toMatchObject({ title: 'Our own privacy text', status: 'DRAFT' });
    expect(await findPage(testContext(db), { slug: 'terms' })).toMatchObject({ title: 'Terms And Conditions', status: 'PUBLISHED' });
  });
});
