import { Link } from 'react-router';
import type { PostSummary } from '../../../server/modules/content';
import { ResponsiveImage } from '~/components/responsive-image';
import { articlePath } from './content-paths';
import type { PostDates } from './post-dates';
import classes from './post-preview.module.css';

/** One post in the blog list (spec §2): thumbnail, title, author, updated date, excerpt and Read More. */
export function PostPreview({ post, priority = false }: { post: PostSummary & PostDates; priority?: boolean }) {
  const href = articlePath(post.slug);
  const picture = post.thumbnail ?? post.featuredImage ?? '/images/default.jpg';
  return (
    <article className={classes.preview}>
      <Link to={href} className={classes.media} tabIndex={-1} aria-hidden="true">
        <ResponsiveImage src={picture} alt="" width={700} height={467} sizes="(min-width: 768px) 260px, 100vw" priority={priority} className={classes.image} />
      </Link>
      <div className={classes.body}>
        <h2 className={classes.title}>
          <Link to={href}>{post.title}</Link>
        </h2>
        <p className={classes.meta}>
          By {post.author} · Updated <time dateTime={post.dates.updated.day}>{post.dates.updated.text}</time>
        </p>
        <p className={classes.excerpt}>{post.excerpt}</p>
        <Link to={href} className={classes.more}>
          Read More<span className="visually-hidden">: {post.title}</span>
        </Link>
      </div>
    </article>
  );
}
