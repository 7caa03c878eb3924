import { describe, expect, it } from 'vitest';
import { changeOf, replyTimeText } from './figures';

describe('changeOf', () => {
  it('shows the change in whole percent with an arrow, and says it in words', () => {
    expect(changeOf({ current: 15, previous: 12 })).toEqual({ trend: 'up', shown: '▲ 25%', spoken: 'up 25% on the 30 days before' });
    expect(changeOf({ current: 9, previous: 10 })).toEqual({ trend: 'down', shown: '▼ 10%', spoken: 'down 10% on the 30 days before' });
    expect(changeOf({ current: 2_300, previous: 20 }).shown).toBe('▲ 11,400%');
  });

  it('calls a figure new when there was none before, and no change when it stayed', () => {
    expect(changeOf({ current: 3, previous: 0 })).toMatchObject({ trend: 'new', shown: 'new' });
    expect(changeOf({ current: 0, previous: 0 })).toMatchObject({ trend: 'same', shown: 'no change' });
    expect(changeOf({ current: 400, previous: 399 })).toMatchObject({ trend: 'same', shown: 'no change' });
  });
});

describe('replyTimeText', () => {
  it('counts hours up to a day, rounded up', () => {
    expect(replyTimeText(0.2)).toBe('within an hour');
    expect(replyTimeText(1)).toBe('within 1 hour');
    expect(replyTimeText(1.2)).toBe('within 2 hours');
    expect(replyTimeText(23.5)).toBe('within 24 hours');
  });

  it('counts days from a day on, to one decimal', () => {
    expect(replyTimeText(24)).toBe('1 day');
    expect(replyTimeText(36)).toBe('1.5 days');
    expect(replyTimeText(50)).toBe('2.1 days');
  });
});
