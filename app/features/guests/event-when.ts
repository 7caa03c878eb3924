import { dayText } from '~/lib/format-date';

/** '15:30' → '3:30 pm', as Australians write a time. */
export function clockText(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

/** When and where an event is: '12 March 2027, 3:30 pm · Hunter Valley Gardens', or '' without any. */
export function eventWhen(event: { date: string | null; time: string | null; place: string }): string {
  const when = [event.date ? dayText(event.date) : '', event.time ? clockText(event.time) : ''].filter(Boolean).join(', ');
  return [when, event.place].filter(Boolean).join(' · ');
}
