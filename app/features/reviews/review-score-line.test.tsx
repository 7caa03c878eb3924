import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ReviewScoreLine } from './review-score-line';

const card = (count: number, average: number | null) =>
  renderToString(
    <MemoryRouter>
      <ReviewScoreLine variant="card" score={{ count, average }} serviceName="Rothbury Retreat" />
    </MemoryRouter>,
  );
/** The words a screen reader hears and the eye reads alike (the markup's text). */
const words = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');

describe('ReviewScoreLine on a card (issue 32)', () => {
  it('shows the reviews’ average to one decimal with the count, linking to How reviews work', () => {
    const html = card(11, 4);
    expect(html).toMatch(/^<a [^>]*href="\/how-reviews-work"/);
    expect(words(html)).toBe('4.0 out of 5 hearts, ·11 reviews of Rothbury Retreat: how reviews work');
    // The dot is for the eye only.
    expect(html).toMatch(/<span aria-hidden="true">·<\/span>/);
  });

  it('shows only the count before there is a score, and says why to a screen reader', () => {
    const html = card(2, null);
    expect(html).toMatch(/href="\/how-reviews-work"/);
    expect(words(html)).toBe('2 reviews of Rothbury Retreat, not enough for a score yet: how reviews work');
    expect(words(card(1, null))).toMatch(/^1 review of/);
  });

  it('says quietly that there are none yet, without a link', () => {
    const html = card(0, null);
    expect(html).not.toMatch(/<a /);
    expect(words(html)).toBe('No reviews yet');
  });
});

describe('ReviewScoreLine on the listing’s page', () => {
  it('links to the reviews below it', () => {
    const html = renderToString(<ReviewScoreLine score={{ count: 11, average: 4.2 }} />);
    expect(html).toMatch(/^<a href="#reviews"/);
    expect(words(html)).toBe('4.2 out of 5 hearts, (11 reviews)');
  });
});
