import { timeText } from '../../../shared/guests/event-time';
import { dayText } from '~/lib/format-date';

/** When and where an event is: '12 March 2027, 3:30 pm · Hunter Valley Gardens', or '' without any. */
export function eventWhen(event: { date: string | null; time: string | null; place: string }): string {
  const when = [event.date ? dayText(event.date) : '', event.time ? timeText(event.time) : ''].filter(Boolean).join(', ');
  return [when, event.place].filter(Boolean).join(' · ');
}
