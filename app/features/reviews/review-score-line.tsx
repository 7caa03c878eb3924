import { IconHeart } from '@tabler/icons-react';
import type { ReviewSummary } from '../../../server/modules/reviews';
import { averageLabel, reviewCount } from './review-query';
import classes from './reviews.module.css';

/**
 * The listing's public score in a line (the sidebar's): the reviews' average and count from 3
 * reviews, linking to them; before, how many there are. Never the wishlist hearts.
 */
export function ReviewScoreLine({ summary }: { summary: Pick<ReviewSummary, 'showsScore' | 'average' | 'count'> | null }) {
  if (!summary || summary.count === 0) return <span className={classes.scoreLine}>No reviews yet</span>;
  if (!summary.showsScore || summary.average === null) {
    return (
      <a href="#reviews" className={classes.scoreLine}>
        {reviewCount(summary.count)}: not enough for a score yet
      </a>
    );
  }
  return (
    <a href="#reviews" className={classes.scoreLine}>
      <IconHeart size={18} stroke={1.8} aria-hidden="true" className={classes.scoreHeart} />
      <strong>{averageLabel(summary.average)}</strong>
      <span className="visually-hidden"> out of 5 hearts,</span> ({reviewCount(summary.count)})
    </a>
  );
}
