import { Title } from '@mantine/core';
import { IconRss, IconSearch } from '@tabler/icons-react';
import { Form, Link } from 'react-router';
import { maxSearchLength } from '../../../shared/content/limits';
import { Pagination } from '~/components/pagination';
import { ShareLinks } from '~/components/share-links';
import { blogPath } from '~/features/content/content-paths';
import { PostPreview } from '~/features/content/post-preview';
import { titleWithProduct, useRootData } from '~/lib/root-data';
import type { Route } from './+types/blog';
import { loadBlog } from './blog.server';
import classes from './blog.module.css';

export const loader = (args: Route.LoaderArgs) => loadBlog(args);

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  const heading = data?.tag ? `Wedding ideas tagged ${data.tag.name}` : data?.search ? `Search: ${data.search}` : 'Wedding Inspiration Blog';
  const title = titleWithProduct(matches, data && data.page > 1 ? `${heading}, page ${data.page}` : heading);
  const description = 'Planning guides, real advice and ideas for weddings in Australia and New Zealand: venues, flowers, photography, budgets, seasons and more.';
  return [
    { title },
    { name: 'description', content: description },
    // Searches are for visitors, not for search engines' indexes.
    ...(data?.search ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    ...(data ? [{ tagName: 'link', rel: 'canonical', href: `${data.origin}${blogPath({ tag: data.tag?.slug, page: data.page })}` }] : []),
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: 'The blog (RSS)', href: '/blog/rss.xml' },
  ];
};

/** '24 articles', '3 articles for “garden”', '5 articles tagged Flowers', with the page when there are several. */
function resultLabel({ total, search, tag, page, pageCount }: { total: number; search: string; tag: { name: string } | null; page: number; pageCount: number }): string {
  const count = `${total} ${total === 1 ? 'article' : 'articles'}`;
  const filters = [search && `for “${search}”`, tag && `tagged ${tag.name}`].filter(Boolean).join(' ');
  return `${count}${filters ? ` ${filters}` : ''}${pageCount > 1 ? ` · page ${page} of ${pageCount}` : ''}`;
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { search, tag, posts, total, page, pageCount, origin, poweredBy, notice } = loaderData;
  const appName = useRootData()?.appName ?? 'Ever After';
  return (
    <>
      <div className={classes.subheader}>
        <div className="content-width">
          <Title order={1} className={classes.title}>
            The {appName} Diaries
          </Title>
          <p className={classes.lead}>Real advice and ideas for planning your wedding in Australia and New Zealand.</p>
          <Form method="get" action="/blog" role="search" aria-label="Search the blog" className={classes.searchForm}>
            <label htmlFor="blog-search" className="visually-hidden">
              Search articles
            </label>
            <input id="blog-search" name="search" type="search" defaultValue={search} placeholder="Search articles" maxLength={maxSearchLength} className={classes.searchInput} />
            <button type="submit" className={classes.searchButton}>
              <IconSearch size={18} aria-hidden="true" />
              <span>Search</span>
            </button>
          </Form>
        </div>
      </div>

      <div className={`content-width ${classes.layout}`}>
        <section aria-labelledby="blog-results" className={classes.results}>
          <div className={classes.resultBar}>
            <h2 id="blog-results" className={classes.resultLabel} aria-live="polite">
              {notice ? 'No search made' : resultLabel({ total, search, tag, page, pageCount })}
            </h2>
            {(search || tag) && (
              <Link to="/blog" className={classes.clear}>
                Show all articles
              </Link>
            )}
          </div>
          {notice && (
            <p className={classes.notice} role="alert">
              {notice}
            </p>
          )}
          {!notice && posts.length === 0 && (
            <p className={classes.notice}>
              No articles match your search. Try fewer or different words, or <Link to="/blog">browse all articles</Link>.
            </p>
          )}
          <div className={classes.list}>
            {posts.map((post, index) => (
              <PostPreview key={post.id} post={post} priority={index === 0} />
            ))}
          </div>
          <Pagination label="Blog pages" page={page} pageCount={pageCount} hrefFor={(target) => blogPath({ search, tag: tag?.slug, page: target })} />
        </section>

        <aside className={classes.sidebar} aria-label="Share and follow">
          <div>
            <h2 className={classes.sideHeading}>Share the blog</h2>
            <ShareLinks name={`The ${appName} Diaries`} url={`${origin}/blog`} />
          </div>
          <p className={classes.feed}>
            <IconRss size={16} aria-hidden="true" /> <a href="/blog/rss.xml">Follow by RSS</a>
          </p>
          <p className={classes.poweredBy}>
            Powered by <span className={classes.poweredByName}>{poweredBy ?? `${appName} Content`}</span>
          </p>
        </aside>
      </div>
    </>
  );
}
