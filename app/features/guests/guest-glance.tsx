import { Link } from 'react-router';
import type { GuestEvent, GuestList } from '../../../server/modules/guests';
import { planningClasses as classes } from '~/features/planning';
import { eventWhen } from './event-when';
import styles from './guests.module.css';

const share = (part: number, whole: number) => `${whole === 0 ? 0 : (part / whole) * 100}%`;

/**
 * The counts at a glance: guests, households, adults, children and infants, and per event a bar of
 * who is attending, waiting and declined (drawn for the eye; the same figures are the text below it).
 */
export function GuestGlance({ counts, events }: { counts: GuestList['counts']; events: GuestEvent[] }) {
  const reception = events.find((event) => event.kind === 'reception');
  const figures = [
    ['Guests', counts.guests],
    ['Households', counts.households],
    ['Adults', counts.adults],
    ['Children', counts.children],
    ['Infants', counts.infants],
  ] as const;
  return (
    <section className={classes.panel} aria-labelledby="glance">
      <h2 id="glance">At a glance</h2>
      <dl className={`${classes.figures} ${styles.figuresFive}`}>
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ul className={styles.events}>
        {events.map((event) => (
          <li key={event.id}>
            <div className={styles.eventHead}>
              <p className={styles.eventName}>{event.name}</p>
              {eventWhen(event) && <span className={styles.eventWhen}>{eventWhen(event)}</span>}
            </div>
            <div className={styles.bar} aria-hidden="true">
              <span className={styles.attending} style={{ width: share(event.counts.attending, event.counts.invited) }} />
              <span className={styles.waiting} style={{ width: share(event.counts.waiting, event.counts.invited) }} />
              <span className={styles.declined} style={{ width: share(event.counts.declined, event.counts.invited) }} />
            </div>
            {event.counts.invited === 0 ? (
              <p className={classes.meta}>Nobody is invited yet.</p>
            ) : (
              <ul className={styles.figuresLine}>
                <li>{event.counts.invited} invited:</li>
                <li>
                  <span className={`${styles.swatch} ${styles.attending}`} aria-hidden="true" />
                  {event.counts.attending} attending
                </li>
                <li>
                  <span className={`${styles.swatch} ${styles.waiting}`} aria-hidden="true" />
                  {event.counts.waiting} waiting
                </li>
                <li>
                  <span className={`${styles.swatch} ${styles.declined}`} aria-hidden="true" />
                  {event.counts.declined} declined
                </li>
              </ul>
            )}
          </li>
        ))}
      </ul>
      <p className={classes.meta}>
        Your <Link to="/planning/budget">budget</Link>’s per-guest items (catering, drinks) count the guests attending the reception once anyone has said yes
        {reception ? ` (${reception.counts.attending} so far)` : ''}; until then, the guest count you saved there.
      </p>
    </section>
  );
}
