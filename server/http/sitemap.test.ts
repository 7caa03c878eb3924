import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { seedReferenceData, seedServices } from '../../demo';
import { contentEditor, createPost } from '../../tests/factories/content';
import { testContext } from '../../tests/setup/context';
import { createTestDatabase } from '../../tests/setup/database';
import { buildContext } from '../build-context';
import { createApp } from '../index';
import { ensureSitePages, savePage } from '../modules/content';
import { createMailer } from '../integrations/mail/create-mailer';
import { createRateLimiter } from '../integrations/rate-limit/create-rate-limiter';
import { createDiskStorage } from '../integrations/storage/disk-storage';

let database: DatabaseHandle;
let serviceIds: number[];
beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.db);
  ({ serviceIds } = await seedServices(database.db, { count: 30, imagesDir: '/tmp/ever-after-sitemap-test', categories: ['venue', 'cakes'], regions: ['hunter-valley', 'margaret-river', 'waiheke-island'] }));
  await ensureSitePages(buildContext({ db: database.db }));
  await savePage(testContext(database.db, await contentEditor(database.db)), { slug: 'unpublished', title: 'Not yet', contentMarkdown: 'Soon.' });
  await createPost(database.db, { slug: 'spring-gardens' });
  await createPost(database.db, { slug: 'a-draft', status: 'DRAFT' });
});
// The sitemap sends no mail, counts no attempts and keeps no files, but the app needs them all.
const services = {
  mailer: createMailer({ outboxDir: '/tmp/ever-after-sitemap-test/outbox', from: 'no-reply@localhost' }),
  rateLimiter: createRateLimiter(),
  privateFiles: createDiskStorage('/tmp/ever-after-sitemap-test/private'),
  publicFiles: createDiskStorage('/tmp/ever-after-sitemap-test/images'),
};
afterAll(async () => {
  await services.rateLimiter.close();
  await database.close();
});

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('/sitemap.xml and /robots.txt', () => {
  it('points robots.txt at the sitemap, on PUBLIC_URL when set', async () => {
    const app = createApp({ db: database.db, imagesDir: '/tmp', ...services, publicUrl: 'https://everafter.example' });
    const response = await app.request('/robots.txt');
    expect(await response.text()).toContain('Sitemap: https://everafter.example/sitemap.xml');
  });

  it('lists static pages, published content pages and posts, category landings, place searches with services, and every service page', async () => {
    const app = createApp({ db: database.db, imagesDir: '/tmp', ...services });
    const response = await app.request('http://localhost/sitemap.xml');
    expect(response.headers.get('content-type')).toContain('application/xml');
    const urls = locations(await response.text());
    for (const path of ['/', '/au', '/nz', '/sitemap', '/blog', '/pricing', '/how-reviews-work', '/pages/terms/', '/pages/privacy/', '/pages/contact/', '/pages/acceptable-use-policy/', '/blog/article/spring-gardens', '/wedding-venues/au', '/wedding-cakes/nz', '/wedding-venues/in-nsw', '/wedding-venues/in-nsw-hunter-valley', '/wedding-cakes/in-auk-waiheke-island']) {
      expect(urls).toContain(`http://localhost${path}`);
    }
    expect(urls.filter((url) => /unpublished|a-draft/.test(url))).toEqual([]);
    // No place without services: nothing was seeded in Queensland.
    expect(urls.some((url) => url.includes('in-qld'))).toBe(false);
    const servicePages = urls.filter((url) => /\/\d+\/[a-z0-9-]+$/.test(url));
    expect(servicePages).toHaveLength(serviceIds.length);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('becomes a sitemap index of numbered files past the per-file limit, losing and repeating nothing', async () => {
    const whole = locations(await (await createApp({ db: database.db, imagesDir: '/tmp', ...services }).request('http://localhost/sitemap.xml')).text());
    const app = createApp({ db: database.db, imagesDir: '/tmp', ...services, urlsPerSitemapFile: 25 });
    const index = await (await app.request('http://localhost/sitemap.xml')).text();
    expect(index).toContain('<sitemapindex');
    const files = locations(index);
    expect(files).toHaveLength(Math.ceil(whole.length / 25));
    const parts: string[] = [];
    for (const file of files) {
      const urls = locations(await (await app.request(file)).text());
      expect(urls.length).toBeLessThanOrEqual(25);
      parts.push(...urls);
    }
    expect(parts).toEqual(whole);
    for (const missing of ['/sitemap-0.xml', `/sitemap-${files.length + 1}.xml`]) expect((await app.request(missing)).status).toBe(404);
  });
});
