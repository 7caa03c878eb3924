import { Link } from 'react-router';
import type { ReviewSummary as Summary } from '../../../server/modules/reviews';
import { subScores, type SubScore } from '../../../shared/reviews/rules';
import { ReviewHearts } from './review-hearts';
import { averageLabel, howReviewsWorkPath, reviewCount } from './review-query';
import classes from './reviews.module.css';

const subScoreLabels: Record<SubScore, string> = { quality: 'Quality', responsiveness: 'Responsiveness', professionalism: 'Professionalism', value: 'Value' };

/**
 * The listing's score once it has 3 reviews: the overall average to one decimal with the count,
 * the reviews by hearts (bars, read as a list), and the sub-scores beside (never averaged in).
 * Before: "Not enough reviews for a score yet". Every score links to "How reviews work".
 */
export function ReviewSummary({ summary, serviceName }: { summary: Summary; serviceName: string }) {
  if (!summary.showsScore || summary.average === null || !summary.histogram) {
    return (
      <p className={classes.notice}>
        {summary.notice} ({reviewCount(summary.count)}). <Link to={howReviewsWorkPath}>How reviews work</Link>
      </p>
    );
  }
  const { histogram } = summary;
  const most = Math.max(1, ...histogram);
  const given = subScores.filter((score) => summary.subScores[score] !== null);
  return (
    <div className={classes.summary}>
      <div className={classes.overall}>
        <p className={classes.average}>
          <strong>{averageLabel(summary.average)}</strong>
          <span className="visually-hidden"> out of 5 hearts</span>
        </p>
        <ReviewHearts value={summary.average} size={20} />
        <p className={classes.count}>{reviewCount(summary.count)}</p>
        <Link to={howReviewsWorkPath} className={classes.how}>
          How reviews work<span className="visually-hidden">: how the score of {serviceName} is counted</span>
        </Link>
      </div>
      <ul className={classes.histogram} aria-label={`Reviews of ${serviceName} by hearts`}>
        {[5, 4, 3, 2, 1].map((hearts) => {
          const count = histogram[hearts - 1];
          return (
            <li key={hearts} className={classes.bar}>
              <span className={classes.barLabel}>{hearts === 1 ? '1 heart' : `${hearts} hearts`}</span>
              <span className={classes.barTrack} aria-hidden="true">
                <span className={classes.barFill} style={{ width: `${(count / most) * 100}%` }} />
              </span>
              <span className={classes.barCount}>
                {count}
                <span className="visually-hidden"> {count === 1 ? 'review' : 'reviews'}</span>
              </span>
            </li>
          );
        })}
      </ul>
      {given.length > 0 && (
        <dl className={classes.subScores} aria-label="Sub-scores, shown beside the overall hearts and never averaged into them">
          {given.map((score) => (
            <div key={score} className={classes.subScore}>
              <dt>{subScoreLabels[score]}</dt>
              <dd>
                <Link to={howReviewsWorkPath} className={classes.subScoreLink}>
                  {averageLabel(summary.subScores[score]!)}
                  <span className="visually-hidden"> out of 5 (how reviews work)</span>
                </Link>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

export { subScoreLabels };
