import '@mantine/dates/styles.css';
import { Button } from '@mantine/core';
import { Calendar } from '@mantine/dates';
import { useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { useFetcher } from 'react-router';
import { daysBetween, nextDay } from '../../../shared/catalog/calendar-days';
import { listingLimits } from '../../../shared/catalog/listing-fields';
import type { FormFailure } from '~/lib/form-errors.server';
import type { AvailabilityStepData } from './availability-data';
import { useLeaveWarning } from './leave-warning';
import classes from './availability.module.css';

type Props = { days: AvailabilityStepData['listing']['days']; firstDay: string; lastDay: string };

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((day) => b.has(day));

/**
 * Twelve months at once; a click (or Enter) marks or clears a day, a shift-click or a drag across
 * days does the same from the last clicked day to this one. Days the calendar import brought are
 * shown but not changed here (the vendor's own calendar owns them). Save sends every marked day.
 */
export default function AvailabilityCalendarEditor({ days, firstDay, lastDay }: Props) {
  const saved = new Set(days.filter((day) => day.source === 'vendor').map((day) => day.date));
  const imported = new Set(days.filter((day) => day.source === 'import').map((day) => day.date));
  const [marked, setMarked] = useState(saved);
  const anchor = useRef<string | null>(null);
  // A drag marks (or clears) from where it started to the day under the pointer, over the days as they were.
  const drag = useRef<{ from: string; on: boolean; before: Set<string> } | null>(null);
  const fetcher = useFetcher<FormFailure | { ok: string }>();
  const changed = !sameSet(marked, saved);
  useLeaveWarning(changed && fetcher.state === 'idle');
  const error = fetcher.data && 'errors' in fetcher.data ? Object.values(fetcher.data.errors).join(' ') : null;

  useEffect(() => {
    const end = () => {
      drag.current = null;
    };
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    return () => {
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
    };
  }, []);

  /** `days` with every day from `from` to `to` (either way round) marked, or cleared, imported ones apart. */
  const withRange = (days: Set<string>, from: string, to: string, on: boolean) => {
    const [start, end] = from < to ? [from, to] : [to, from];
    const next = new Set(days);
    for (const day of daysBetween(start, nextDay(end), listingLimits.bookedDays)) {
      if (imported.has(day)) continue;
      if (on) next.add(day);
      else next.delete(day);
    }
    return next;
  };

  const toggle = (date: string, shiftKey: boolean) => {
    const on = !marked.has(date);
    const from = shiftKey && anchor.current ? anchor.current : date;
    anchor.current = date;
    setMarked(withRange(marked, from, date, on));
    return on;
  };

  const press = (date: string, event: PointerEvent) => {
    if (event.button !== 0) return;
    const on = toggle(date, event.shiftKey);
    // Touch scrolls the page instead: a finger taps days, and shift-click has no touch form.
    if (!event.shiftKey && event.pointerType !== 'touch') drag.current = { from: date, on, before: marked };
  };

  const enter = (date: string) => {
    const dragging = drag.current;
    if (dragging) setMarked(withRange(dragging.before, dragging.from, date, dragging.on));
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
          // Without JavaScript each day sends the form with itself as `toggle` (the page reloads with it marked or cleared).
          ...(!imported.has(date) && { type: 'submit', name: 'toggle', value: date }),
          onPointerDown: (event: PointerEvent) => !imported.has(date) && press(date, event),
          onPointerEnter: () => !imported.has(date) && enter(date),
          onClick: (event: MouseEvent) => {
            event.preventDefault();
            // A pointer's press already counted; a keyboard's click (detail 0) has had none.
            if (event.detail === 0 && !imported.has(date)) toggle(date, event.shiftKey);
          },
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
