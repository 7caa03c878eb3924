import { useSyncExternalStore } from 'react';

// The server renders in the marketplace's home zone; once hydrated, the browser shows its own.
const serverZone = 'Australia/Sydney';

function formatIn(iso: string, timeZone: string | undefined, withDate: boolean): string {
  const date = new Date(iso);
  const options: Intl.DateTimeFormatOptions = withDate
    ? { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone }
    : { hour: 'numeric', minute: '2-digit', timeZone };
  return new Intl.DateTimeFormat('en-AU', options).format(date);
}

function sameDay(a: Date, b: Date, timeZone: string | undefined): boolean {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone });
  return day.format(a) === day.format(b);
}

const subscribeNever = () => () => {};

/** '3:05 pm' for today, '12 Nov, 3:05 pm' before: in the viewer's own time zone once the page runs. */
export function useChatTime(): (iso: string) => string {
  const inBrowser = useSyncExternalStore(subscribeNever, () => true, () => false);
  const timeZone = inBrowser ? undefined : serverZone;
  return (iso) => formatIn(iso, timeZone, !sameDay(new Date(iso), new Date(), timeZone));
}
