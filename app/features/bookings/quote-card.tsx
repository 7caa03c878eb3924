import { useState, type FormEvent, type ReactNode } from 'react';
import { useActionData } from 'react-router';
import { keptValue } from '~/lib/form-errors';
import type { IntentFailure } from '~/lib/run-intent.server';
import { maxReasonLength } from '../../../shared/bookings/limits';
import type { QuoteView } from './bookings-api';
import { bookingsApi } from './bookings-api';
import { longDay, money } from './money';
import classes from './bookings.module.css';

const statusText: Record<QuoteView['status'], string> = {
  open: 'Open',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
  replaced: 'Replaced',
};

const bookingText: Record<NonNullable<QuoteView['booking']>['status'], string> = {
  held: 'Date held',
  booked: 'Booked',
  declined: 'Not booked',
  expired: 'Hold ended',
  cancelled: 'Cancelled',
};

/** What a card's forms do: each posts its name as the /messages action's intent, and is the GraphQL mutation of that name. */
type CardAction = 'acceptQuote' | 'declineQuote' | 'withdrawQuote' | 'confirmBooking' | 'declineBooking' | 'markDepositReceived' | 'cancelBooking';

/** The `form_id` a card's form posts: a refusal comes back to that form on that card. */
const formIdOf = (quoteId: string, action: CardAction) => `quote-${quoteId}-${action}`;

/** A refusal shown on the card: of which action, and whether it is about the reason typed. */
type CardError = { action: CardAction; message: string; onReason: boolean };

type QuoteCardProps = {
  quote: QuoteView | undefined;
  side: 'couple' | 'vendor';
  mine: boolean;
  /** After an action: read the quotes again. */
  onChanged: () => void;
};

/**
 * A quote in the conversation (issue 31): its lines (GST included), the total with its GST, the
 * date, the deposit and terms, and what each side may do now: the couple accepts or declines an open
 * quote; the vendor withdraws it, confirms or declines the held date, marks the deposit received;
 * either cancels a booked date with a reason. Every action is a form posted to the page (its intent
 * the action's name), which answers with the conversation again, or with the refusal beside this
 * card and the reason as typed; with scripts the same forms call GraphQL and the card reads its quote
 * again, without a reload.
 */
export function QuoteCard({ quote, side, mine, onChanged }: QuoteCardProps) {
  const answer = useActionData<IntentFailure>();
  const [busy, setBusy] = useState(false);
  // undefined until an action runs here: until then the page's answer (a refusal of a form posted without scripts) shows.
  const [ranError, setRanError] = useState<CardError | null | undefined>(undefined);

  if (!quote) {
    return (
      <div className={classes.card} data-mine={mine || undefined} aria-busy="true">
        <p className={classes.meta}>Loading the quote…</p>
      </div>
    );
  }

  const formPrefix = `quote-${quote.id}-`;
  const pageError: CardError | null =
    answer?.intent.startsWith(formPrefix) ? { action: answer.intent.slice(formPrefix.length) as CardAction, message: Object.values(answer.errors).join(' '), onReason: 'reason' in answer.errors } : null;
  const error = ranError === undefined ? pageError : ranError;
  const errorId = `quote-${quote.id}-error`;
  // Where the page that answers a form opens: the card's actions, with its refusal below them.
  const actionsId = `quote-${quote.id}-actions`;

  const run = async (action: CardAction, id: string, reason: string) => {
    if (busy) return;
    setBusy(true);
    setRanError(null);
    try {
      await bookingsApi[action](id, reason);
      onChanged();
    } catch (problem) {
      setRanError({ action, message: problem instanceof Error ? problem.message : 'That did not work. Please try again.', onReason: false });
    } finally {
      setBusy(false);
    }
  };

  const booking = quote.booking;
  const title = booking ? `${bookingText[booking.status]}` : statusText[quote.status];

  /** A form of this card: the action and the quote's or the booking's id, posted without scripts, run over GraphQL with them. */
  const cardForm = (action: CardAction, id: string, children: ReactNode, className?: string) => {
    const submit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
      if (action === 'cancelBooking' && !reason.trim()) {
        setRanError({ action, message: 'Give a reason.', onReason: true });
        return;
      }
      void run(action, id, reason);
    };
    return (
      <form method="post" action={`#${actionsId}`} className={className} onSubmit={submit}>
        <input type="hidden" name="intent" value={action} />
        <input type="hidden" name="form_id" value={formIdOf(quote.id, action)} />
        <input type="hidden" name="id" value={id} />
        {children}
      </form>
    );
  };

  const button = (action: CardAction, id: string, text: string, kind: 'primary' | 'secondary') =>
    cardForm(
      action,
      id,
      <button type="submit" className={classes[kind]} disabled={busy}>
        {text}
      </button>,
    );

  /** A form that asks for a reason first: behind its disclosure, open again (with the reason as typed) when the page answers its refusal. */
  const withReason = (action: CardAction, id: string, { summary, label, submit }: { summary: string; label: string; submit: string }) => {
    const posted = pageError?.action === action;
    const refused = error?.action === action;
    const fieldId = `${formIdOf(quote.id, action)}-reason`;
    return (
      <details
        className={classes.reasonDisclosure}
        open={posted || undefined}
        // Opened at the foot of the scrolling history: its field comes into view.
        onToggle={(event) => event.currentTarget.open && event.currentTarget.scrollIntoView({ block: 'nearest' })}
      >
        <summary className={classes.secondary}>{summary}</summary>
        {cardForm(
          action,
          id,
          <>
            <div className={classes.field}>
              <label htmlFor={fieldId} className={classes.label}>
                {label}
              </label>
              <input
                id={fieldId}
                name="reason"
                className={classes.input}
                maxLength={maxReasonLength}
                defaultValue={posted ? keptValue(answer?.values, 'reason') : undefined}
                aria-invalid={(refused && error.onReason) || undefined}
                aria-describedby={refused ? errorId : undefined}
              />
            </div>
            <div className={classes.actions}>
              <button type="submit" className={classes.primary} disabled={busy}>
                {submit}
              </button>
            </div>
          </>,
          classes.quoteForm,
        )}
      </details>
    );
  };

  return (
    <article className={classes.card} data-mine={mine || undefined} aria-label={`Quote: ${money(quote.total, quote.currency)}`}>
      <h3 className={classes.cardTitle}>
        Quote for {longDay(quote.event_date)}
        <span className={classes.status}>{title}</span>
      </h3>
      <table className={classes.lines}>
        <tbody>
          {quote.items.map((item, index) => (
            <tr key={index}>
              <td>{item.description}</td>
              <td>{money(item.amount, quote.currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td>Total (incl. {quote.tax_name})</td>
            <td>{money(quote.total, quote.currency)}</td>
          </tr>
        </tfoot>
      </table>
      <p className={classes.meta}>
        Includes {quote.tax_name} ({quote.tax_rate / 100}%) of {money(quote.tax, quote.currency)}
      </p>
      {quote.deposit_amount !== null && (
        <p className={classes.meta}>
          Deposit {money(quote.deposit_amount, quote.currency)}
          {quote.deposit_due ? `, due ${longDay(quote.deposit_due)}` : ''}
          {booking?.deposit_received_at ? ' (received)' : ''}
        </p>
      )}
      {quote.terms && <p className={classes.meta}>{quote.terms}</p>}
      {quote.status === 'open' && <p className={classes.meta}>Valid until {longDay(quote.valid_until)}</p>}
      {quote.status === 'declined' && quote.decline_reason && <p className={classes.meta}>Declined: {quote.decline_reason}</p>}
      {booking?.status === 'held' && <p className={classes.meta}>The date is held until {longDay(booking.hold_until)} for the vendor to confirm.</p>}
      {booking?.end_reason && <p className={classes.meta}>Reason: {booking.end_reason}</p>}

      <div id={actionsId} className={`${classes.actions} ${classes.cardActions}`}>
        {side === 'couple' && quote.status === 'open' && (
          <>
            {button('acceptQuote', quote.id, 'Accept the quote', 'primary')}
            {withReason('declineQuote', quote.id, { summary: 'Decline', label: 'Reason (optional)', submit: 'Decline' })}
          </>
        )}
        {side === 'vendor' && quote.status === 'open' && button('withdrawQuote', quote.id, 'Withdraw', 'secondary')}
        {side === 'vendor' && booking?.status === 'held' && (
          <>
            {button('confirmBooking', booking.id, 'Confirm the booking', 'primary')}
            {withReason('declineBooking', booking.id, { summary: 'Decline the booking', label: 'Reason (optional)', submit: 'Decline' })}
          </>
        )}
        {side === 'vendor' &&
          booking &&
          ['held', 'booked'].includes(booking.status) &&
          quote.deposit_amount !== null &&
          !booking.deposit_received_at &&
          button('markDepositReceived', booking.id, 'Deposit received', 'secondary')}
        {booking?.status === 'booked' && withReason('cancelBooking', booking.id, { summary: 'Cancel booking', label: 'Why are you cancelling?', submit: 'Cancel the booking' })}
      </div>
      {error && (
        <p id={errorId} className={classes.error} role="alert">
          {error.message}
        </p>
      )}
    </article>
  );
}
