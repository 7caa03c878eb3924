/** An event's time of day as guests read it: '4:30 pm' from '16:30' (the RSVP page and its confirmation e-mail). */
export function timeText(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}
