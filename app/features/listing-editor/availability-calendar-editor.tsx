import '@mantine/dates/styles.css';
import { Button } from '@mantine/core';
import { Calendar } from '@mantine/dates';
import { useRef, useState, type MouseEvent } from 'react';
import { useFetcher } from 'react-router';
import { daysBetween, nextDay } from '../../../shared/catalog/calendar-days';
import { maxBookedDays } from '../../../shared/catalog/listing-limits';
import type { FormFailure } from '~/lib/form-errors.server';
import type { AvailabilityStepData } from './availability-data';
import classes from './availability.module.css';

type Props = { days: AvailabilityStepData['listing']['days']; firstDay: string; lastDay: string };

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((day) => b.has(day));

/**
 * Twelve months at once; a click marks or clears a day, a shift-click does the same from the last
 * clicked day to this one. Days the calendar import brought are shown but not changed here (the
 * vendor's own calendar owns them). Save sends every marked day.
 */
export default function AvailabilityCalendarEditor({ days, firstDay, lastDay }: Props) {
  const saved = new Set(days.filter((day) => day.source === 'vendor').map((day) => day.date));
  const imported = new Set(days.filter((day) => day.source === 'import').map((day) => day.date));
  const [marked, setMarked] = useState(saved);
  const anchor = useRef<string | null>(null);
  const fetcher = useFetcher<FormFailure | { ok: string }>();
  const changed = !sameSet(marked, saved);
  const error = fetcher.data && 'errors' in fetcher.data ? Object.values(fetcher.data.errors).join(' ') : null;

  const toggle = (date: string, event: MouseEvent) => {
    const on = !marked.has(date);
    const from = event.shiftKey && anchor.current ? anchor.current : date;
    const [start, end] = from < date ? [from, date] : [date, from];
    const next = new Set(marked);
    for (const day of daysBetween(start, nextDay(end), maxBookedDays)) {
      if (imported.has(day)) continue;
      if (on) next.add(day);
      else next.delete(day);
    }
    anchor.current = date;
    setMarked(next);
  };

  return (
    <fetcher.Form method="post" className={classes.editor}>
      <input type="hidden" name="intent" value="dates" />
      {[...marked].sort().map((day) => (
        <input key={day} type="hidden" name="dates" value={day} />
      ))}
      <Calendar
        numberOfColumns={12}
        weekendDays={[]}
        hideOutsideDates
        maxLevel="month"
        minDate={firstDay}
        maxDate={lastDay}
        defaultDate={firstDay}
        className={classes.calendar}
        getDayProps={(date) => ({
          selected: marked.has(date),
          'aria-pressed': marked.has(date) || imported.has(date),
          'data-day': date,
          ...(imported.has(date) && { 'data-imported': true, title: 'Booked in your own calendar (imported)' }),
          onClick: (event: MouseEvent) => !imported.has(date) && toggle(date, event),
        })}
        renderDay={(date) => (
          <>
            {Number(date.slice(8, 10))}
            {imported.has(date) && <span className="visually-hidden"> booked in your own calendar</span>}
          </>
        )}
        ariaLabels={{ nextMonth: 'Next month', previousMonth: 'Previous month' }}
      />
      <ul className={classes.legend}>
        <li>
          <span className={classes.swatchMarked} aria-hidden="true" /> Booked ({marked.size})
        </li>
        {imported.size > 0 && (
          <li>
            <span className={classes.swatchImported} aria-hidden="true" /> From your calendar ({imported.size})
          </li>
        )}
      </ul>
      <div className={classes.saveRow}>
        <Button type="submit" loading={fetcher.state !== 'idle'} disabled={!changed}>
          Save booked days
        </Button>
        <p role="status" className={error ? classes.refused : classes.status}>
          {error ?? (changed ? 'Unsaved changes' : fetcher.data && 'ok' in fetcher.data ? 'Saved' : '')}
        </p>
      </div>
    </fetcher.Form>
  );
}
