import { IconHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ReviewScore } from '../../../shared/reviews/card-scores';
import { averageLabel, howReviewsWorkPath, reviewCount } from './review-query';
import classes from './review-score-line.module.css';

type ReviewScoreLineProps = {
  /** The reviews' figures: the count, and the average once there are 3 (null before); null in a preview. */
  score: Pick<ReviewScore, 'count' | 'average'> | null;
  className?: string;
} & (
  | {
      /** On the listing's own page (its sidebar): the score links to the reviews below, whose summary explains it. */
      variant?: 'page';
    }
  | {
      /**
       * On a card (search results, carousels, the map, the wishlist, the comparison): "4.2 · 11 reviews",
       * or "2 reviews" before there is a score, linking to "How reviews work"; read with the listing's name.
       */
      variant: 'card';
      serviceName: string;
    }
);

/**
 * A listing's public score in a line: the reviews' average to one decimal with the count from 3
 * reviews; before, how many there are; without any, "No reviews yet". Never the wishlist hearts.
 */
export function ReviewScoreLine(props: ReviewScoreLineProps) {
  const { score, className } = props;
  const card = props.variant === 'card';
  const rootClass = [classes.scoreLine, card ? classes.card : undefined, className].filter(Boolean).join(' ');
  if (!score || score.count === 0) return <span className={card ? `${rootClass} ${classes.quiet}` : rootClass}>No reviews yet</span>;
  if (props.variant === 'card') {
    const about = <span className="visually-hidden"> of {props.serviceName}{score.average === null ? ', not enough for a score yet' : ''}: how reviews work</span>;
    return (
      <Link to={howReviewsWorkPath} className={rootClass}>
        {score.average !== null && (
          <>
            <IconHeart size={16} stroke={1.8} aria-hidden="true" className={classes.heart} />
            <strong className={classes.average}>{averageLabel(score.average)}</strong>
            <span className="visually-hidden"> out of 5 hearts, </span>
            <span aria-hidden="true">·</span>
          </>
        )}
        <span className={classes.count}>{reviewCount(score.count)}</span>
        {about}
      </Link>
    );
  }
  if (score.average === null) {
    return (
      <a href="#reviews" className={rootClass}>
        {reviewCount(score.count)}: not enough for a score yet
      </a>
    );
  }
  return (
    <a href="#reviews" className={rootClass}>
      <IconHeart size={18} stroke={1.8} aria-hidden="true" className={classes.heart} />
      <strong>{averageLabel(score.average)}</strong>
      <span className="visually-hidden"> out of 5 hearts,</span> ({reviewCount(score.count)})
    </a>
  );
}
