import { Link } from 'react-router';
import { ResponsiveImage } from '~/components/responsive-image';
import { ShareLinks } from '~/components/share-links';
import { articleMetaTags } from '~/features/content/article-meta-tags';
import { articlePath, blogPath } from '~/features/content/content-paths';
import { RelatedPosts } from '~/features/content/related-posts';
import prose from '~/features/content/prose.module.css';
import type { Route } from './+types/article';
import { loadArticle } from './article.server';
import classes from './article.module.css';

export const loader = (args: Route.LoaderArgs) => loadArticle(args);

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => (data ? articleMetaTags(matches, data.post, data.origin) : []);

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { post, related, origin } = loaderData;
  const picture = post.featuredImage ?? post.thumbnail;
  return (
    <>
      <article className={`content-width ${classes.article}`}>
        <header className={classes.header}>
          <p className={classes.back}>
            <Link to="/blog">The blog</Link>
          </p>
          <h1 className={classes.title}>{post.title}</h1>
          <p className={classes.meta}>
            By <span className={classes.author}>{post.author}</span> · <time dateTime={post.dates.published.day}>{post.dates.published.text}</time>
            {post.dates.updated.day !== post.dates.published.day && (
              <>
                {' '}
                · Updated <time dateTime={post.dates.updated.day}>{post.dates.updated.text}</time>
              </>
            )}
          </p>
          <p className={classes.excerpt}>{post.excerpt}</p>
        </header>
        {picture && (
          <ResponsiveImage src={picture} alt="" width={1200} height={800} sizes="(min-width: 1152px) 1120px, 100vw" priority className={classes.picture} />
        )}
        {/* Sanitised by the content module's allow-list when saved, and again when read from another service. */}
        <div className={`${prose.prose} ${classes.body}`} dangerouslySetInnerHTML={{ __html: post.contentHtml }} />
        <footer className={classes.footer}>
          {post.tags.length > 0 && (
            <div>
              <h2 className={classes.footerHeading}>Tags</h2>
              <ul className={classes.tags}>
                {post.tags.map((tag) => (
                  <li key={tag.id}>
                    <Link to={blogPath({ tag: tag.slug })} className={classes.tag}>
                      {tag.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div>
            <h2 className={classes.footerHeading}>Share this article</h2>
            <ShareLinks name={post.title} url={`${origin}${articlePath(post.slug)}`} />
          </div>
        </footer>
      </article>
      <div className="content-width">
        <RelatedPosts posts={related} />
      </div>
    </>
  );
}
