import { appContext } from '../../../server/http/router-context';
import { escapeXml } from '../../../server/http/escape-xml';
import { readPosts } from '../../../server/modules/content';
import { articlePath } from '~/features/content/content-paths';
import type { Route } from './+types/rss';

/** Posts in the feed. */
const feedSize = 20;

/** /blog/rss.xml: the latest posts as RSS 2.0, for feed readers (beyond the spec). */
export async function loadFeed({ context }: Route.LoaderArgs) {
  const requestContext = context.get(appContext);
  const { settings, publicUrl } = requestContext;
  const { posts } = await readPosts(requestContext, { first: feedSize });
  const title = `The ${settings['app.name']} Diaries`;
  const items = posts.map((post) => {
    const url = `${publicUrl}${articlePath(post.slug)}`;
    return [
      '<item>',
      `<title>${escapeXml(post.title)}</title>`,
      `<link>${escapeXml(url)}</link>`,
      `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `<pubDate>${new Date(post.publishedAt ?? post.updatedAt).toUTCString()}</pubDate>`,
      `<dc:creator>${escapeXml(post.author)}</dc:creator>`,
      ...post.tags.map((tag) => `<category>${escapeXml(tag.name)}</category>`),
      `<description>${escapeXml(post.excerpt)}</description>`,
      '</item>',
    ].join('');
  });
  const newest = new Date(Math.max(0, ...posts.map((post) => Date.parse(post.updatedAt)))).toUTCString();
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">\n<channel>' +
    `<title>${escapeXml(title)}</title>` +
    `<link>${escapeXml(`${publicUrl}/blog`)}</link>` +
    `<atom:link href="${escapeXml(`${publicUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>` +
    `<description>${escapeXml(`Wedding planning advice and inspiration from ${settings['app.name']}.`)}</description>` +
    '<language>en-au</language>' +
    `<lastBuildDate>${newest}</lastBuildDate>\n` +
    `${items.join('\n')}\n</channel>\n</rss>\n`;
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=900' } });
}
