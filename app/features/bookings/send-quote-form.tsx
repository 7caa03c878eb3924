import { useState, type FormEvent } from 'react';
import { maxQuoteItems } from '../../../shared/bookings/limits';
import { centsOf as cents } from '../../../shared/bookings/money';
import { bookingsApi } from './bookings-api';
import classes from './bookings.module.css';

type Line = { description: string; amount: string };


/**
 * The vendor's quote (issue 31): lines with amounts incl. GST, the event date, an optional deposit
 * and its due date, terms and a validity (7 days unless changed). A new quote replaces an open one.
 */
export function SendQuoteForm({ conversationId, weddingDate, onSent }: { conversationId: string; weddingDate: string | null; onSent: () => void }) {
  const [lines, setLines] = useState<Line[]>([{ description: '', amount: '' }]);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = new FormData(event.currentTarget);
    const items = lines.filter((line) => line.description.trim() || line.amount.trim()).map((line) => ({ description: line.description.trim(), amount: cents(line.amount) }));
    if (items.length === 0 || items.some((item) => !item.description || !Number.isFinite(item.amount))) {
      setError('Give each line a description and an amount in dollars.');
      return;
    }
    const deposit = String(form.get('deposit_amount') ?? '').trim();
    const depositAmount = deposit ? cents(deposit) : null;
    if (depositAmount !== null && !Number.isFinite(depositAmount)) {
      setError('Give the deposit in dollars.');
      return;
    }
    setSending(true);
    setError(null);
    try {
      await bookingsApi.sendQuote({
        conversation_id: conversationId,
        items,
        event_date: String(form.get('event_date') ?? ''),
        deposit_amount: depositAmount,
        deposit_due: String(form.get('deposit_due') ?? '') || null,
        terms: String(form.get('terms') ?? ''),
        valid_days: Number(form.get('valid_days') ?? 7) || 7,
      });
      onSent();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The quote was not sent. Please try again.');
      setSending(false);
    }
  };

  const setLine = (index: number, change: Partial<Line>) => setLines(lines.map((line, at) => (at === index ? { ...line, ...change } : line)));

  return (
    <form className={classes.quoteForm} onSubmit={submit} noValidate>
      <fieldset className={classes.quoteForm} style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className={classes.label}>Lines (amounts include GST)</legend>
        {lines.map((line, index) => (
          <div key={index} className={classes.itemRow}>
            <input
              aria-label={`Line ${index + 1} description`}
              className={classes.input}
              maxLength={200}
              placeholder="What it is"
              value={line.description}
              onChange={(event) => setLine(index, { description: event.currentTarget.value })}
            />
            <input
              aria-label={`Line ${index + 1} amount in dollars`}
              className={classes.input}
              inputMode="decimal"
              placeholder="$"
              value={line.amount}
              onChange={(event) => setLine(index, { amount: event.currentTarget.value })}
            />
          </div>
        ))}
        {lines.length < maxQuoteItems && (
          <button type="button" className={classes.secondary} onClick={() => setLines([...lines, { description: '', amount: '' }])}>
            Add a line
          </button>
        )}
      </fieldset>
      <div className={classes.details}>
        <div className={classes.field}>
          <label htmlFor="quote-event-date" className={classes.label}>
            Event date
          </label>
          <input id="quote-event-date" name="event_date" type="date" required className={classes.input} defaultValue={weddingDate ?? undefined} />
        </div>
        <div className={classes.field}>
          <label htmlFor="quote-valid-days" className={classes.label}>
            Valid for (days)
          </label>
          <input id="quote-valid-days" name="valid_days" type="number" min={1} max={60} defaultValue={7} className={classes.input} />
        </div>
        <div className={classes.field}>
          <label htmlFor="quote-deposit" className={classes.label}>
            Deposit ($, optional)
          </label>
          <input id="quote-deposit" name="deposit_amount" inputMode="decimal" className={classes.input} />
        </div>
        <div className={classes.field}>
          <label htmlFor="quote-deposit-due" className={classes.label}>
            Deposit due
          </label>
          <input id="quote-deposit-due" name="deposit_due" type="date" className={classes.input} />
        </div>
        <div className={`${classes.field} ${classes.wide}`}>
          <label htmlFor="quote-terms" className={classes.label}>
            Terms
          </label>
          <textarea id="quote-terms" name="terms" rows={3} maxLength={5000} className={classes.input} />
        </div>
      </div>
      {error && (
        <p className={classes.error} role="alert">
          {error}
        </p>
      )}
      <div className={classes.actions}>
        <button type="submit" className={classes.primary} disabled={sending}>
          {sending ? 'Sending...' : 'Send the quote'}
        </button>
      </div>
    </form>
  );
}
