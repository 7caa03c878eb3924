import type { PostSummary } from '../../../server/modules/content';
import { CardCarousel } from '~/components/card-carousel';
import { PostCard } from './post-card';
import type { PostDates } from './post-dates';
import classes from './related-posts.module.css';

/** Spec §9: the related-posts carousel moves in 500 ms. */
const slideMs = 500;

/** Related posts: a carousel (4, 3, then 2 across) when there are more than 3, else a plain row. */
export function RelatedPosts({ posts }: { posts: (PostSummary & PostDates)[] }) {
  if (posts.length === 0) return null;
  const cards = posts.map((post) => ({ key: post.id, content: <PostCard post={post} sizes="(min-width: 1330px) 280px, (min-width: 992px) 33vw, 50vw" /> }));
  return (
    <section className={classes.related} aria-labelledby="related-title">
      <h2 id="related-title" className={classes.title}>
        You might also like
      </h2>
      {posts.length > 3 ? (
        <CardCarousel slides={cards} label="Related articles" slideMs={slideMs} columns="posts" />
      ) : (
        <ul className={classes.row}>
          {cards.map((card) => (
            <li key={card.key}>{card.content}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
