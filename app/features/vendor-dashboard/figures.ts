import type { Compared } from '../../../server/modules/vendors';
import { groupThousands, oneDecimal } from '~/lib/format-number';

/** How a figure moved against the 30 days before: what the eye reads, and what a screen reader says. */
export type Change = { trend: 'up' | 'down' | 'same' | 'new'; shown: string; spoken: string };

/** ▲ 25%, ▼ 10%, "new" (none before) or "no change". */
export function changeOf({ current, previous }: Compared): Change {
  if (previous === 0 && current > 0) return { trend: 'new', shown: 'new', spoken: 'new: none in the 30 days before' };
  const percent = previous === 0 ? 0 : Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return { trend: 'same', shown: 'no change', spoken: 'no change on the 30 days before' };
  const size = `${groupThousands(Math.abs(percent))}%`;
  return percent > 0
    ? { trend: 'up', shown: `▲ ${size}`, spoken: `up ${size} on the 30 days before` }
    : { trend: 'down', shown: `▼ ${size}`, spoken: `down ${size} on the 30 days before` };
}

/** The median time to a first reply in words: "within 2 hours", "1.5 days". */
export function replyTimeText(hours: number): string {
  if (hours < 1) return 'within an hour';
  if (hours < 24) {
    const whole = Math.ceil(hours);
    return `within ${whole} ${whole === 1 ? 'hour' : 'hours'}`;
  }
  const days = oneDecimal(hours / 24).replace(/\.0$/, '');
  return `${days} ${days === '1' ? 'day' : 'days'}`;
}
