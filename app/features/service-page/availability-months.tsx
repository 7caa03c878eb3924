import '@mantine/dates/styles.css';
import { Calendar } from '@mantine/dates';
import { useEffect, useState } from 'react';
import classes from './availability-calendar.module.css';

type AvailabilityMonthsProps = {
  /** Booked-out days, YYYY-MM-DD. */
  unavailableDates: string[];
  /** First and last day the calendar may show, YYYY-MM-DD. */
  firstDay: string;
  lastDay: string;
};

/** Spec §2: three months on desktop, two on tablets, one on phones. */
const columnQueries: [string, number][] = [
  ['(min-width: 992px)', 3],
  ['(min-width: 576px)', 2],
];

function columnsForViewport(): number {
  return columnQueries.find(([query]) => window.matchMedia(query).matches)?.[1] ?? 1;
}

/** The read-only months of the availability calendar, loaded when the section nears the viewport. */
export default function AvailabilityMonths({ unavailableDates, firstDay, lastDay }: AvailabilityMonthsProps) {
  const [columns, setColumns] = useState(columnsForViewport);
  useEffect(() => {
    const lists = columnQueries.map(([query]) => window.matchMedia(query));
    const update = () => setColumns(columnsForViewport());
    lists.forEach((list) => list.addEventListener('change', update));
    return () => lists.forEach((list) => list.removeEventListener('change', update));
  }, []);
  const booked = new Set(unavailableDates);

  return (
    <Calendar
      static
      numberOfColumns={columns}
      columnsToScroll={1}
      weekendDays={[]}
      hideOutsideDates
      maxLevel="month"
      minDate={firstDay}
      maxDate={lastDay}
      defaultDate={firstDay}
      size={columns === 3 ? 'sm' : 'md'}
      className={classes.calendar}
      getDayProps={(date) => (booked.has(date) ? { 'data-booked': true } : {})}
      renderDay={(date) => (
        <>
          {Number(date.slice(8, 10))}
          {booked.has(date) && <span className="visually-hidden"> booked</span>}
        </>
      )}
      ariaLabels={{ nextMonth: 'Next month', previousMonth: 'Previous month' }}
    />
  );
}
