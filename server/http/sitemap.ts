import { Hono } from 'hono';
import type { Database } from '../../db/client';
import { escapeXml } from './escape-xml';
import { planSitemap, urlsPerSitemapFile, type SitemapUrl } from '../modules/catalog/list-sitemap-urls';

const xmlHeaders = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };

/**
 * /sitemap.xml (one urlset, or past `perFile` URLs a sitemap index of /sitemap-{n}.xml files) and
 * /robots.txt pointing to it.
 */
export function sitemapRoutes(
  db: Database,
  publicUrl: (request: Request) => string,
  perFile = urlsPerSitemapFile,
  /** The content service's published posts and pages, for this request's settings. */
  contentUrls: (request: Request) => Promise<SitemapUrl[]> = async () => [],
) {
  const app = new Hono();

  app.get('/robots.txt', (c) =>
    c.text(`User-agent: *\nDisallow: /admin\nDisallow: /preview-service\nDisallow: /graphql\n\nSitemap: ${publicUrl(c.req.raw)}/sitemap.xml\n`, 200, {
      'Cache-Control': 'public, max-age=86400',
    }),
  );

  app.get('/sitemap.xml', async (c) => {
    const origin = publicUrl(c.req.raw);
    const plan = await planSitemap(db, perFile, await contentUrls(c.req.raw));
    if (plan.files === 1) return c.body(urlset(origin, (await plan.file(0)) ?? []), 200, xmlHeaders);
    const entries = Array.from({ length: plan.files }, (_, index) => `<sitemap><loc>${origin}/sitemap-${index + 1}.xml</loc></sitemap>`);
    return c.body(`<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>\n`, 200, xmlHeaders);
  });

  app.get('/:file{sitemap-[0-9]{1,6}\\.xml}', async (c) => {
    const number = Number(/\d+/.exec(c.req.param('file'))?.[0]);
    const urls = await (await planSitemap(db, perFile, await contentUrls(c.req.raw))).file(number - 1);
    if (!urls) return c.notFound();
    return c.body(urlset(publicUrl(c.req.raw), urls), 200, xmlHeaders);
  });

  return app;
}

function urlset(origin: string, urls: SitemapUrl[]): string {
  const entries = urls.map(
    (url) => `<url><loc>${escapeXml(origin + url.path)}</loc>${url.lastModified ? `<lastmod>${url.lastModified}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('\n')}</urlset>\n`;
}
