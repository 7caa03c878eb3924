import { reviewDate } from './review-query';
import classes from './review-reply.module.css';

/** A vendor's public reply under a review: on the listing's page and on the couple's My reviews. */
export function ReviewReply({ vendorName, body, written, edited }: { vendorName: string; body: string; written: Date | string; edited: Date | string | null }) {
  return (
    <div className={classes.reply}>
      <p className={classes.heading}>
        Reply from {vendorName} · {reviewDate(written)}
        {edited && <> · Edited {reviewDate(edited)}</>}
      </p>
      <p className={classes.body}>{body}</p>
    </div>
  );
}
