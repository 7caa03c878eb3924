import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '~/lib/use-near-viewport';
import classes from './availability-calendar.module.css';

const AvailabilityMonths = lazy(() => import('./availability-months'));

type AvailabilityCalendarProps = { unavailableDates: string[]; firstDay: string; lastDay: string };

/**
 * Spec §2 Availability: months with booked-out days marked. The calendar's code (Mantine dates)
 * loads only when the section comes near the viewport; until then a box of its size holds the place.
 */
export function AvailabilityCalendar(props: AvailabilityCalendarProps) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const booked = props.unavailableDates.length;
  return (
    <div ref={box}>
      <p className={classes.summary}>
        {booked === 0
          ? 'No dates are booked out in the next 12 months.'
          : `${booked} ${booked === 1 ? 'date is' : 'dates are'} booked out in the next 12 months. Ask the vendor to confirm your date.`}
      </p>
      <div className={classes.frame}>
        {near ? (
          <Suspense fallback={<p className={classes.loading}>Loading calendar…</p>}>
            <AvailabilityMonths {...props} />
          </Suspense>
        ) : (
          <p className={classes.loading}>Loading calendar…</p>
        )}
      </div>
      <ul className={classes.legend}>
        <li>
          <span className={classes.swatchAvailable} aria-hidden="true" /> Available
        </li>
        <li>
          <span className={classes.swatchBooked} aria-hidden="true" /> Booked
        </li>
      </ul>
    </div>
  );
}
