import { Title } from '@mantine/core';
import { Form, Link, useNavigation } from 'react-router';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { longDay, money } from './money';
import classes from './bookings.module.css';

export type MyVendorsData = {
  bookings: {
    id: number;
    conversationId: number;
    serviceName: string;
    category: string;
    eventDate: string;
    status: 'held' | 'booked' | 'declined' | 'expired' | 'cancelled';
    total: number;
    currency: string;
    depositAmount: number | null;
    depositReceived: boolean;
    holdUntil: string;
  }[];
  totals: { currency: string; booked: number; held: number }[];
};

/** The couple's vendors (issue 31): booked and held, per category, with what they agreed to pay. */
export function MyVendorsPage({ data, failed }: { data: MyVendorsData; failed: { form: string; errors: Record<string, string> } | null }) {
  const busy = useNavigation().state === 'submitting';
  const categories = [...new Set(data.bookings.map((booking) => booking.category))];
  return (
    <div className={`content-width ${classes.page}`}>
      <Title order={1}>My vendors</Title>
      {data.bookings.length === 0 ? (
        <p className={classes.meta}>
          When you accept a vendor’s quote in <Link to="/messages">Messages</Link>, your booking shows here.
        </p>
      ) : (
        <>
          {data.totals.map((total) => (
            <p key={total.currency} className={classes.meta}>
              Booked: {money(total.booked, total.currency)}
              {total.held > 0 ? ` · Held, waiting for the vendor: ${money(total.held, total.currency)}` : ''}
            </p>
          ))}
          {categories.map((category) => (
            <section key={category} className={classes.panel} aria-labelledby={`category-${category}`}>
              <h2 id={`category-${category}`}>{category}</h2>
              <ul className={classes.templates}>
                {data.bookings
                  .filter((booking) => booking.category === category)
                  .map((booking) => {
                    const formId = `cancel-${booking.id}`;
                    return (
                      <li key={booking.id}>
                        <h3 className={classes.cardTitle}>
                          <Link to={`/messages?conversation=${booking.conversationId}`}>{booking.serviceName}</Link>
                          <span className={classes.status}>{booking.status === 'booked' ? 'Booked' : 'Date held'}</span>
                        </h3>
                        <p className={classes.meta}>
                          {longDay(booking.eventDate)} · {money(booking.total, booking.currency)}
                          {booking.depositAmount !== null ? ` · Deposit ${money(booking.depositAmount, booking.currency)}${booking.depositReceived ? ' (received)' : ''}` : ''}
                        </p>
                        {booking.status === 'held' && <p className={classes.meta}>Held until {longDay(booking.holdUntil)} while the vendor confirms.</p>}
                        <details>
                          <summary>Cancel this booking</summary>
                          <Form method="post" className={classes.quoteForm}>
                            <input type="hidden" name="intent" value="cancel" />
                            <input type="hidden" name="form_id" value={formId} />
                            <input type="hidden" name="id" value={booking.id} />
                            <FormErrorsAlert formId={formId} errors={failed?.form === formId ? failed.errors : undefined} />
                            <div className={classes.field}>
                              <label htmlFor={`${formId}-reason`} className={classes.label}>
                                Why are you cancelling?
                              </label>
                              <input id={`${formId}-reason`} name="reason" maxLength={500} className={classes.input} required />
                            </div>
                            <div className={classes.actions}>
                              <button type="submit" className={classes.secondary} disabled={busy}>
                                Cancel the booking
                              </button>
                            </div>
                          </Form>
                        </details>
                      </li>
                    );
                  })}
              </ul>
            </section>
          ))}
        </>
      )}
    </div>
  );
}
