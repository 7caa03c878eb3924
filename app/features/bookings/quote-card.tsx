import { useState } from 'react';
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
 * either cancels a booked date with a reason.
 */
export function QuoteCard({ quote, side, mine, onChanged }: QuoteCardProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<null | 'declineQuote' | 'declineBooking' | 'cancelBooking'>(null);
  const [reason, setReason] = useState('');

  if (!quote) {
    return (
      <div className={classes.card} data-mine={mine || undefined} aria-busy="true">
        <p className={classes.meta}>Loading the quote…</p>
      </div>
    );
  }

  const run = async (action: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await action();
      setAsking(null);
      setReason('');
      onChanged();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'That did not work. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const booking = quote.booking;
  const title = booking ? `${bookingText[booking.status]}` : statusText[quote.status];
  const reasonLabel = asking === 'cancelBooking' ? 'Why are you cancelling?' : 'Reason (optional)';

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

      {asking ? (
        <form
          className={classes.quoteForm}
          onSubmit={(event) => {
            event.preventDefault();
            if (asking === 'cancelBooking' && !reason.trim()) {
              setError('Give a reason.');
              return;
            }
            const id = asking === 'declineQuote' ? quote.id : booking!.id;
            void run(() => bookingsApi[asking](id, reason));
          }}
        >
          <div className={classes.field}>
            <label htmlFor={`reason-${quote.id}`} className={classes.label}>
              {reasonLabel}
            </label>
            <input id={`reason-${quote.id}`} className={classes.input} maxLength={500} value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
          </div>
          <div className={classes.actions}>
            <button type="submit" className={classes.primary} disabled={busy}>
              {asking === 'cancelBooking' ? 'Cancel the booking' : 'Decline'}
            </button>
            <button type="button" className={classes.secondary} onClick={() => setAsking(null)}>
              Back
            </button>
          </div>
        </form>
      ) : (
        <div className={classes.actions}>
          {side === 'couple' && quote.status === 'open' && (
            <>
              <button type="button" className={classes.primary} disabled={busy} onClick={() => void run(() => bookingsApi.acceptQuote(quote.id))}>
                Accept the quote
              </button>
              <button type="button" className={classes.secondary} disabled={busy} onClick={() => setAsking('declineQuote')}>
                Decline
              </button>
            </>
          )}
          {side === 'vendor' && quote.status === 'open' && (
            <button type="button" className={classes.secondary} disabled={busy} onClick={() => void run(() => bookingsApi.withdrawQuote(quote.id))}>
              Withdraw
            </button>
          )}
          {side === 'vendor' && booking?.status === 'held' && (
            <>
              <button type="button" className={classes.primary} disabled={busy} onClick={() => void run(() => bookingsApi.confirmBooking(booking.id))}>
                Confirm the booking
              </button>
              <button type="button" className={classes.secondary} disabled={busy} onClick={() => setAsking('declineBooking')}>
                Decline the booking
              </button>
            </>
          )}
          {side === 'vendor' && booking && ['held', 'booked'].includes(booking.status) && quote.deposit_amount !== null && !booking.deposit_received_at && (
            <button type="button" className={classes.secondary} disabled={busy} onClick={() => void run(() => bookingsApi.markDepositReceived(booking.id))}>
              Deposit received
            </button>
          )}
          {booking?.status === 'booked' && (
            <button type="button" className={classes.secondary} disabled={busy} onClick={() => setAsking('cancelBooking')}>
              Cancel booking
            </button>
          )}
        </div>
      )}
      {error && (
        <p className={classes.error} role="alert">
          {error}
        </p>
      )}
    </article>
  );
}
