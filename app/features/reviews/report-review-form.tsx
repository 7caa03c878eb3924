import { Button } from '@mantine/core';
import { Form } from 'react-router';
import { disputeReasonCodes, disputeReasons, reviewLimits } from '../../../shared/reviews/rules';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { SelectField } from '~/components/form/select-field';
import { TextAreaField } from '~/components/form/text-area-field';
import { keptValue } from '~/lib/form-errors';
import { useReviewFormAnswer } from './review-actions';
import classes from './reviews.module.css';
import formClasses from '~/components/form/form.module.css';

const reasonOptions = Object.fromEntries(disputeReasonCodes.map((code) => [code, disputeReasons[code].label]));

/**
 * Reporting a review for one of the published reasons, with a note: a disclosure with a plain form
 * (no script needed). An administrator decides; the review stays up meanwhile.
 */
export function ReportReviewForm({ reviewId }: { reviewId: number }) {
  const formId = `report-${reviewId}`;
  const answer = useReviewFormAnswer(formId);
  if (answer?.ok) {
    return (
      <p role="status" className={classes.reported}>
        Thank you: an administrator will look at your report. The review stays up while they decide.
      </p>
    );
  }
  return (
    <details className={classes.disclosure} open={!!answer?.errors}>
      <summary>Report this review</summary>
      <Form method="post" className={formClasses.form} preventScrollReset>
        <input type="hidden" name="intent" value="review-report" />
        <input type="hidden" name="form_id" value={formId} />
        <input type="hidden" name="id" value={reviewId} />
        <FormErrorsAlert formId={formId} errors={answer?.errors} />
        <SelectField formId={formId} name="reason" label="Reason" options={reasonOptions} placeholder="Choose a published reason" required defaultValue={keptValue(answer?.values, 'reason') ?? ''} error={answer?.errors?.reason} />
        <TextAreaField formId={formId} name="note" label="Note (optional)" rows={3} maxLength={reviewLimits.noteMax} defaultValue={keptValue(answer?.values, 'note')} error={answer?.errors?.note} />
        <p className={classes.formHint}>Opinion alone is no reason: a review may be negative.</p>
        <div>
          <Button type="submit" variant="default">
            Send report
          </Button>
        </div>
      </Form>
    </details>
  );
}
