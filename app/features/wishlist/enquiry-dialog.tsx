import type { ReactNode } from 'react';
import { Link, useFetcher } from 'react-router';
import { Dialog } from '~/components/dialog';
import type { FormFailure } from '~/lib/form-errors.server';
import type { EnquiryResult } from '../../../server/modules/messaging';
import { maxEnquiryGuests, maxEnquiryLength } from '../../../shared/messaging/limits';
import classes from './enquiry-dialog.module.css';

type EnquiryDialogProps = {
  opened: boolean;
  onClose: () => void;
  services: { id: number; name: string }[];
  /** The couple's wedding date from their profile ('YYYY-MM-DD …'), to start the form with. */
  weddingDate: string | null;
};

/**
 * "Send enquiry to selected" (beyond the spec): one message — date, guests, budget and text — that
 * starts a conversation with each selected vendor (or adds to the one that exists).
 */
export function EnquiryDialog({ opened, onClose, services, weddingDate }: EnquiryDialogProps) {
  const fetcher = useFetcher<{ enquiry: EnquiryResult } | FormFailure>();
  const answer = fetcher.data;
  const errors = answer && 'errors' in answer ? answer.errors : null;
  const result = answer && 'enquiry' in answer ? answer.enquiry : null;
  const sending = fetcher.state !== 'idle';
  const done = result && fetcher.state === 'idle';

  return (
    <Dialog opened={opened} onClose={onClose} title="Send an enquiry" size={560}>
      {done ? (
        <div className={classes.result} role="status">
          {result.sent.length > 0 && (
            <p>
              Your enquiry went to {result.sent.length} {result.sent.length === 1 ? 'vendor' : 'vendors'}. Their replies will arrive in{' '}
              <Link to="/messages">Messages</Link>.
            </p>
          )}
          {result.failed.length > 0 && (
            <ul className={classes.failed}>
              {result.failed.map((failure) => (
                <li key={failure.serviceId}>
                  {failure.name}: {failure.reason}
                </li>
              ))}
            </ul>
          )}
          <button type="button" className={classes.button} onClick={onClose}>
            Ok
          </button>
        </div>
      ) : (
        <fetcher.Form method="post" action="/wishlist" className={classes.form} noValidate>
          <input type="hidden" name="intent" value="enquire" />
          {services.map((service) => (
            <input key={service.id} type="hidden" name="service_ids" value={service.id} />
          ))}
          <p className={classes.lead}>To {services.map((service) => service.name).join(', ')}</p>
          <div className={classes.row}>
            <Field label="Wedding date" error={errors?.date}>
              {(props) => <input {...props} type="date" name="date" defaultValue={weddingDate?.slice(0, 10) ?? ''} />}
            </Field>
            <Field label="Guests" error={errors?.guests}>
              {(props) => <input {...props} type="number" name="guests" min={1} max={maxEnquiryGuests} inputMode="numeric" />}
            </Field>
            <Field label="Budget (AUD or NZD)" error={errors?.budget}>
              {(props) => <input {...props} type="number" name="budget" min={0} step={100} inputMode="numeric" />}
            </Field>
          </div>
          <Field label="Message" error={errors?.message ?? errors?.form}>
            {(props) => <textarea {...props} name="message" rows={5} maxLength={maxEnquiryLength} placeholder="Tell the vendors about your day and what you would like to know." />}
          </Field>
          <button type="submit" className={classes.button} disabled={sending}>
            {sending ? 'Sending...' : `Send to ${services.length} ${services.length === 1 ? 'vendor' : 'vendors'}`}
          </button>
        </fetcher.Form>
      )}
    </Dialog>
  );
}

type FieldProps = { id: string; className: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

function Field({ label, error, children }: { label: string; error?: string; children: (props: FieldProps) => ReactNode }) {
  const id = `enquiry-${label.split(' ')[0].toLowerCase()}`;
  return (
    <div className={classes.field}>
      <label htmlFor={id}>{label}</label>
      {children({ id, className: classes.input, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined })}
      {error && (
        <p id={`${id}-error`} className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}
