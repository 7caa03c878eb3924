import { Title } from '@mantine/core';
import type { ReviewTransparency } from '../../../server/modules/reviews';
import { disputeReasonCodes, disputeReasons, notEnoughReviews, notInTouchMessage, reviewLimits, sourceLines } from '../../../shared/reviews/rules';
import { reviewDate } from './review-query';
import classes from './how-reviews-work.module.css';

const number = (value: number) => value.toLocaleString('en-AU');
const twoDecimals = (value: number) => value.toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * "How reviews work" (issue 32), linked from every score: who may review, what is shown and when,
 * the ranking's Bayesian mean with m and C as the server states them, disputes and their published
 * reasons, and the yearly transparency figures.
 */
export function HowReviewsWork({ transparency, lastYear }: { transparency: ReviewTransparency; lastYear: ReviewTransparency }) {
  const { scoring } = transparency;
  const m = scoring.priorWeight;
  const c = scoring.priorMean;
  const example = (sum: number, n: number) => twoDecimals((c * m + sum) / (m + n));
  return (
    <div className={`content-width ${classes.page}`}>
      <Title order={1}>How reviews work</Title>
      <p className={classes.lead}>
        Reviews on Ever After come only from couples who dealt with the business here. Nobody can buy, hide or reorder them, and the way the score is counted is published below.
      </p>

      <section aria-labelledby="who">
        <Title order={2} id="who" className={classes.heading}>
          Who may review
        </Title>
        <ul>
          <li>
            A couple may review a business once they have a booking with it here, or a conversation about it in which the business replied at least once. Otherwise the answer is: “{notInTouchMessage}”.
          </li>
          <li>One review per couple and business. The couple may edit it (the edit is dated) or delete it.</li>
          <li>Vendors cannot review their own listings or any other business, and administrators cannot write reviews.</li>
          <li>
            Every review says what it rests on: “{sourceLines.booking}” or “{sourceLines.enquiry}”. Nobody can buy or hide that line.
          </li>
          <li>
            Invitations to review go to every eligible couple the day after a booked date, or 60 days after an enquiry the business answered. Nothing about how anyone feels decides who is invited, and businesses choose nothing.
          </li>
        </ul>
      </section>

      <section aria-labelledby="what">
        <Title order={2} id="what" className={classes.heading}>
          What a review holds, and what is shown
        </Title>
        <ul>
          <li>
            Hearts from 1 to 5 overall, and optional hearts for quality, responsiveness, professionalism and value. The sub-scores are shown beside the overall hearts and never averaged into them.
          </li>
          <li>
            A title of up to {number(reviewLimits.titleMax)} characters, a text of {number(reviewLimits.bodyMin)} to {number(reviewLimits.bodyMax)} characters, the wedding’s month and year, and up to {reviewLimits.photosMax} photos (location data removed).
          </li>
          <li>Reviews are plain text: links are not made clickable, and phone numbers and e-mail addresses are refused, because reviews are public.</li>
          <li>
            A business shows its average to one decimal, its number of reviews, the reviews by hearts and the sub-scores once it has {scoring.threshold} reviews. Before that, its page says “{notEnoughReviews}” and shows the reviews themselves.
          </li>
          <li>Reviews are listed newest first. Only the sort you choose (highest, lowest, with photos) changes the order: never the business, a reply or how positive a review is.</li>
          <li>The business may reply once, in public; the reply is dated.</li>
        </ul>
      </section>

      <section aria-labelledby="score">
        <Title order={2} id="score" className={classes.heading}>
          How search ranks by reviews
        </Title>
        <p>
          Search uses a Bayesian mean, so that a single 5-heart review does not outrank forty reviews of 4.8. Every business starts with {m} imaginary reviews at the site’s mean C:
        </p>
        <p className={classes.formula}>
          <span aria-hidden="true">score = (C × m + Σ hearts) ÷ (m + n)</span>
          <span className="visually-hidden">score equals C times m plus the sum of the hearts, divided by m plus n</span>
        </p>
        <dl className={classes.terms}>
          <div>
            <dt>n</dt>
            <dd>the business’s published reviews; Σ hearts is the sum of their overall hearts</dd>
          </div>
          <div>
            <dt>m = {m}</dt>
            <dd>the weight of the prior: {m} imaginary reviews</dd>
          </div>
          <div>
            <dt>C = {twoDecimals(c)}</dt>
            <dd>
              {scoring.priorReviews >= scoring.priorMinimumReviews
                ? `the mean overall hearts of the ${number(scoring.priorReviews)} published reviews on the site`
                : `the starting value, used until the site has ${number(scoring.priorMinimumReviews)} published reviews (${number(scoring.priorReviews)} at the last daily count)`}
              {scoring.computedAt ? `, computed ${reviewDate(scoring.computedAt)}` : ''}; recomputed daily
            </dd>
          </div>
        </dl>
        <p>
          With these values, one 5-heart review scores {example(5, 1)}; forty reviews of 4.8 score {example(40 * 4.8, 40)}. A business without reviews scores C: it ranks as an average business, not as the worst.
        </p>
      </section>

      <section aria-labelledby="disputes">
        <Title order={2} id="disputes" className={classes.heading}>
          Disputes and reports
        </Title>
        <p>
          A business may dispute a review once, and anyone signed in may report one, for one of these published reasons. Opinion alone is not a reason: a review may be negative.
        </p>
        <ul>
          {disputeReasonCodes.map((code) => (
            <li key={code}>{disputeReasons[code].label}</li>
          ))}
        </ul>
        <p>
          A disputed review stays published while an administrator decides, with the evidence and the dates of the dealing (never the messages’ text unless the couple agrees). Upheld, the review is removed and its place shows “A review was removed on {'{date}'} because {'{reason}'}”. Administrators never edit a review’s text. Each decision is told to both sides and written to the audit log.
        </p>
      </section>

      <section aria-labelledby="figures">
        <Title order={2} id="figures" className={classes.heading}>
          Figures
        </Title>
        <div className={classes.tableWrap}>
          <table className={classes.table}>
            <caption>Reviews and disputes by year</caption>
            <thead>
              <tr>
                <th scope="col">Figure</th>
                <th scope="col">{transparency.year}</th>
                <th scope="col">{lastYear.year}</th>
              </tr>
            </thead>
            <tbody>
              <FigureRow label="Reviews published" values={[transparency.published, lastYear.published]} />
              <FigureRow label="Reviews disputed or reported" values={[transparency.disputed, lastYear.disputed]} />
              <FigureRow label="Disputes by businesses" values={[transparency.disputes, lastYear.disputes]} />
              <FigureRow label="Reports" values={[transparency.reports, lastYear.reports]} />
              <FigureRow label="Decisions: upheld" values={[transparency.upheld, lastYear.upheld]} />
              <FigureRow label="Decisions: rejected" values={[transparency.rejected, lastYear.rejected]} />
              {transparency.removed.map((entry, index) => (
                <FigureRow key={entry.reason} label={`Removed: ${entry.label.charAt(0).toLowerCase()}${entry.label.slice(1)}`} values={[entry.count, lastYear.removed[index]?.count ?? 0]} />
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}

function FigureRow({ label, values }: { label: string; values: number[] }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      {values.map((value, index) => (
        <td key={index}>{number(value)}</td>
      ))}
    </tr>
  );
}
