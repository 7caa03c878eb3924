import { Hono } from 'hono';
import type { HttpRequestContext } from '../context';
import { planSitemap, type SitemapUrl } from '../modules/catalog';
import { catalogTag, contentTag } from '../kernel';
import { tagPage } from './page-cache';
import type { WithContext } from './chat-json';
import { escapeXml } from './escape-xml';

const xmlHeaders = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };

/**
 * /sitemap.xml (one urlset, or past `perFile` URLs a sitemap index of /sitemap-{n}.xml files) and
 * /robots.txt pointing to it, on the request's context (its public URL).
 */
export function sitemapRoutes(
  withContext: WithContext,
  /** URLs per file: the sitemaps protocol's limit when absent (tests ask for fewer). */
  perFile?: number,
  /** The content service's published posts and pages, for this request's settings. */
  contentUrls: (context: HttpRequestContext) => Promise<SitemapUrl[]> = async () => [],
) {
  const app = new Hono();
  // The sitemaps list the listings' and the posts' addresses: their pages are tagged with both.
  const plan = async (context: HttpRequestContext) => {
    tagPage(context, catalogTag, contentTag);
    return planSitemap(context, { perFile, contentUrls: await contentUrls(context) });
  };

  app.get('/robots.txt', (c) =>
    withContext(c, (context) =>
      c.text(`User-agent: *\nDisallow: /admin\nDisallow: /preview-service\nDisallow: /graphql\n\nSitemap: ${context.publicUrl}/sitemap.xml\n`, 200, {
        'Cache-Control': 'public, max-age=86400',
      }),
    ),
  );

  app.get('/sitemap.xml', (c) =>
    withContext(c, async (context) => {
      const origin = context.publicUrl;
      const sitemap = await plan(context);
      if (sitemap.files === 1) return c.body(urlset(origin, (await sitemap.file(0)) ?? []), 200, xmlHeaders);
      const entries = Array.from({ length: sitemap.files }, (_, index) => `<sitemap><loc>${origin}/sitemap-${index + 1}.xml</loc></sitemap>`);
      return c.body(`<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>\n`, 200, xmlHeaders);
    }),
  );

  app.get('/:file{sitemap-[0-9]{1,6}\\.xml}', (c) =>
    withContext(c, async (context) => {
      const number = Number(/\d+/.exec(c.req.param('file'))?.[0]);
      const urls = await (await plan(context)).file(number - 1);
      if (!urls) return c.notFound();
      return c.body(urlset(context.publicUrl, urls), 200, xmlHeaders);
    }),
  );

  return app;
}

function urlset(origin: string, urls: SitemapUrl[]): string {
  const entries = urls.map(
    (url) => `<url><loc>${escapeXml(origin + url.path)}</loc>${url.lastModified ? `<lastmod>${url.lastModified}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('\n')}</urlset>\n`;
}
