import { Link } from 'react-router';
import type { PostSummary } from '../../../server/modules/content';
import { PostCard } from './post-card';
import type { PostDates } from './post-dates';
import classes from './diaries-block.module.css';

/** Posts in the home page's blog block: one big card, one medium card and three more. */
export const diariesPostCount = 5;

/**
 * The home page's blog block (spec §2): 'The {product} Diaries' with the latest posts, and
 * "Explore More Inspiration" to the blog. Plain links and lazy pictures: no script of its own.
 */
export function DiariesBlock({ posts, appName }: { posts: (PostSummary & PostDates)[]; appName: string }) {
  if (posts.length === 0) return null;
  const [big, medium, ...more] = posts;
  return (
    <section className={`content-width ${classes.block}`} aria-labelledby="diaries-title">
      <h2 id="diaries-title" className={classes.title}>
        The {appName} Diaries
      </h2>
      <p className={classes.lead}>Real advice for planning a wedding in Australia and New Zealand, from our editors.</p>
      <div className={classes.grid}>
        <div className={classes.big}>
          <PostCard post={big} size="large" sizes="(min-width: 1152px) 740px, (min-width: 768px) 66vw, 100vw" />
        </div>
        {medium && (
          <div className={classes.medium}>
            <PostCard post={medium} size="medium" sizes="(min-width: 1152px) 370px, (min-width: 768px) 33vw, 100vw" />
          </div>
        )}
        {more.length > 0 && (
          <ul className={classes.more}>
            {more.map((post) => (
              <li key={post.id}>
                <PostCard post={post} sizes="(min-width: 768px) 370px, 120px" />
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className={classes.explore}>
        <Link to="/blog/" className={classes.exploreLink}>
          Explore More Inspiration
        </Link>
      </p>
    </section>
  );
}
