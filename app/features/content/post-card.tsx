import { Link } from 'react-router';
import type { PostSummary } from '../../../server/modules/content';
import { ResponsiveImage } from '~/components/responsive-image';
import { articlePath } from './content-paths';
import type { PostDates } from './post-dates';
import classes from './post-card.module.css';

/**
 * A post as a card (related posts, the home page's blog block): picture on top (3:2), title in the
 * serif, the date. The title's link covers the card. `size` sets the title's scale.
 */
export function PostCard({
  post,
  size = 'small',
  headingLevel = 3,
  sizes = '(min-width: 992px) 280px, 50vw',
}: {
  post: PostSummary & PostDates;
  size?: 'large' | 'medium' | 'small';
  headingLevel?: 2 | 3;
  sizes?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  const picture = size === 'large' ? (post.featuredImage ?? post.thumbnail) : (post.thumbnail ?? post.featuredImage);
  return (
    <article className={classes.card} data-size={size}>
      <div className={classes.media}>
        <ResponsiveImage src={picture ?? '/images/default.jpg'} alt="" width={700} height={467} sizes={sizes} className={classes.image} />
      </div>
      <div className={classes.body}>
        {post.tags[0] && <p className={classes.tag}>{post.tags[0].name}</p>}
        <Heading className={classes.title}>
          <Link to={articlePath(post.slug)} className={classes.link}>
            {post.title}
          </Link>
        </Heading>
        {size !== 'small' && <p className={classes.excerpt}>{post.excerpt}</p>}
        <p className={classes.meta}>
          <time dateTime={post.dates.published.day}>{post.dates.published.text}</time>
        </p>
      </div>
    </article>
  );
}
