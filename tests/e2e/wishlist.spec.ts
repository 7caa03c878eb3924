import type { Page, Response as BrowserResponse } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../setup/browser';
import { graphql, signInOverApi } from '../setup/e2e-api';
import { look, open, screenshotPath, type Session } from '../setup/e2e-page';
import { baseUrl } from '../setup/e2e-lane';
import { demoReviewedListings, scoreLinkName } from '../setup/e2e-review-scores';


type Card = { id: number; name: string; path: string; categoryName: string };
/** The demo couple whose wishlist these tests change (cleared before each test). */
let couple: Session;
let venues: Card[];
let photographers: Card[];

async function featured(category: string): Promise<Card[]> {
  const { data } = await graphql<{ getFeaturedServicesByCategory: Card[] }>(
    'query ($category: String!) { getFeaturedServicesByCategory(category: $category, limit: 24) { id name path categoryName } }',
    { category },
  );
  return data.getFeaturedServicesByCategory;
}

beforeAll(async () => {
  couple = await signInOverApi('couple@example.com');
  venues = await featured('venue');
  photographers = await featured('photographer');
  expect(venues.length).toBeGreaterThanOrEqual(3);
  expect(photographers.length).toBeGreaterThanOrEqual(1);
});

beforeEach(async () => {
  // Each test starts from an empty wishlist and no votes of this couple.
  const { data } = await graphql<{ wishlist: { id: number }[] }>('query ($user: ID!) { wishlist(user_id: $user) { id } }', { user: couple.id }, couple.cookie);
  for (const { id } of data.wishlist) await graphql('mutation ($id: Int!) { wishlistRemoveService(id: $id) { id } }', { id }, couple.cookie);
  for (const { id } of [...venues, ...photographers]) await graphql('mutation ($id: Int!) { serviceVoting(id: $id, vote: 0) { id } }', { id }, couple.cookie);
});

async function addOverApi(...cards: Pick<Card, 'id'>[]) {
  for (const card of cards) await graphql('mutation ($id: Int!) { wishlistAddService(id: $id) { id } }', { id: card.id }, couple.cookie);
}

async function voteOverApi(card: Pick<Card, 'id'>, vote: number) {
  await graphql('mutation ($id: Int!, $vote: Int!) { serviceVoting(id: $id, vote: $vote) { id } }', { id: card.id, vote }, couple.cookie);
}

// Pages (opened, gone to or reloaded) wait until React has hydrated them: a click before that would
// be the plain form post that works without JavaScript, which leaves the page.

function wishlistCard(page: Page, card: Pick<Card, 'name'>) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: card.name, exact: true }) });
}

describe('signed out', () => {
  it('opens the auth popup from a card’s heart and from a service page’s hearts', async () => {
    const page = await open('/');
    const card = page.getByRole('region', { name: 'Featured Wedding Photographers' }).getByRole('article').first();
    const name = (await card.getByRole('heading').textContent())!;
    await card.getByRole('link', { name: `Add ${name} to Wishlist` }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.goto(venues[0].path);
    await page.getByRole('group', { name: `Your rating of ${venues[0].name}` }).getByRole('button', { name: 'Rate 3 of 5' }).click();
    await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Add to Wishlist' }).click();
    await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
    await page.context().close();
  });

  it('works without JavaScript: a heart’s form post adds the service and shows the wishlist; a visitor’s is sent to sign in', async () => {
    const form = new URLSearchParams({ intent: 'add', id: String(venues[1].id) });
    const post = (cookie?: string) =>
      fetch(`${baseUrl}/wishlist`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseUrl, ...(cookie ? { Cookie: cookie } : {}) },
        body: form,
      });
    const visitor = await post();
    expect(visitor.status).toBe(302);
    expect(new URL(visitor.headers.get('location')!, baseUrl).pathname).toBe('/login');
    const signedIn = await post(couple.cookie);
    expect(signedIn.status).toBe(200);
    // The page React renders escapes & and ' in the name.
    expect(await signedIn.text()).toContain(`>${venues[1].name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')}</a></h2>`);
    const { data } = await graphql<{ checkInWishlist: boolean }>('query ($id: Int!) { checkInWishlist(service_id: $id) }', { id: venues[1].id }, couple.cookie);
    expect(data.checkInWishlist).toBe(true);
  });

  it('is sent from /wishlist to the login page, which comes back', async () => {
    const response = await fetch(`${baseUrl}/wishlist`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!, baseUrl);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('redirectTo')).toBe('/wishlist');
    expect(response.headers.get('location')).toBe('/login?redirectTo=/wishlist');
  });
});

/** The wishlist's own post (/wishlist.data), not another of the page's (the calendar's GraphQL query). */
const wishlistPost = (response: BrowserResponse) => response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/wishlist');

describe('a couple’s wishlist', () => {
  it('adds from a carousel card and from a service page, and shows both on /wishlist', async () => {
    const page = await open('/', { signedInAs: couple });
    const card = page.getByRole('region', { name: 'Featured Wedding Photographers' }).getByRole('article').first();
    const name = (await card.getByRole('heading').textContent())!;
    await card.getByRole('button', { name: `Add ${name} to Wishlist` }).click();
    await card.getByRole('button', { name: `Remove ${name} from Wishlist` }).waitFor();
    await page.getByRole('status').getByText(`${name} is in your Wishlist.`).waitFor();

    await page.goto(venues[0].path);
    // The button turns at once; the reload waits for the server's answer, which it would otherwise cut off.
    const answered = page.waitForResponse(wishlistPost);
    await page.getByRole('button', { name: 'Add to Wishlist' }).click();
    await page.getByRole('button', { name: 'Remove from Wishlist' }).waitFor();
    await answered;
    // Stored, not only shown: a reload agrees.
    await page.reload();
    await page.getByRole('button', { name: 'Remove from Wishlist' }).waitFor();

    await page.goto('/wishlist');
    await page.getByRole('heading', { name: '2 services in your wishlist' }).waitFor();
    expect(await page.getByRole('article').getByRole('heading').allTextContents()).toEqual([venues[0].name, name]);
    await page.context().close();
  });

  it('rates with the hearts and resets by clicking the selected heart; the hearts stay the couple’s own, never the listing’s public score or its JSON-LD', async () => {
    // Issue 32: the public score is the reviews'; the wishlist hearts sort and filter the couple's wishlist only.
    const venue = venues[1];
    const page = await open(venue.path, { signedInAs: couple });
    const sidebar = page.getByRole('complementary', { name: `About ${venue.name}` });
    const hearts = sidebar.getByRole('group', { name: `Your rating of ${venue.name}` });
    const aggregateRating = async () => JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!).aggregateRating;
    const before = await aggregateRating();
    const scoreLine = sidebar.getByText(/^(No reviews yet|\d+ reviews?: not enough for a score yet|\d\.\d out of 5 hearts, \(\d+ reviews?\))$/);
    const publicScore = await scoreLine.textContent();

    const rated = page.waitForResponse(wishlistPost);
    await hearts.getByRole('button', { name: 'Rate 4 of 5' }).click();
    await expect.poll(() => hearts.getByRole('button', { name: 'Rate 4 of 5' }).getAttribute('aria-pressed')).toBe('true');
    expect(await hearts.getByRole('button', { pressed: true }).count()).toBe(1);
    // A rating puts the service in the wishlist first.
    await sidebar.getByRole('button', { name: 'Remove from Wishlist' }).waitFor();
    expect(await sidebar.textContent()).not.toMatch(/\(\d+ votes?\)/);
    expect(await scoreLine.textContent()).toBe(publicScore);
    await page.screenshot({ path: screenshotPath('service-rated-1330') });

    // The hearts fill at once; the reload waits for the server's answer.
    await rated;
    await page.reload();
    await expect.poll(() => hearts.getByRole('button', { name: 'Rate 4 of 5' }).getAttribute('aria-pressed')).toBe('true');
    expect(await aggregateRating()).toEqual(before);

    // The keyboard works the same: Enter on the pressed heart resets the vote.
    await hearts.getByRole('button', { name: 'Rate 4 of 5' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => hearts.getByRole('button', { pressed: true }).count()).toBe(0);
    expect(await scoreLine.textContent()).toBe(publicScore);
    await page.reload();
    expect(await aggregateRating()).toEqual(before);
    await page.context().close();
  });

  it('adds a comment, shows it as plain text, and edits it with Cancel and Save', async () => {
    await addOverApi(venues[0]);
    const page = await open('/wishlist', { signedInAs: couple });
    const card = wishlistCard(page, venues[0]);
    await card.getByText('Add Comment').click();
    const text = '<b>Ask</b> about the rain plan';
    await card.getByLabel(`Your comment on ${venues[0].name}`).fill(text);
    await card.getByRole('button', { name: 'Save' }).click();
    // Shown as typed: the markup is text, not a bold element.
    await card.getByText(text, { exact: true }).waitFor();
    expect(await card.locator('b').count()).toBe(0);
    await card.getByText('Edit Comment').waitFor();
    expect(await card.getByRole('button', { name: /^Edit/ }).evaluate((button) => button === document.activeElement)).toBe(true);

    await card.getByRole('button', { name: /^Edit/ }).click();
    const field = card.getByLabel(`Your comment on ${venues[0].name}`);
    await expect.poll(() => field.inputValue()).toBe(text);
    await field.fill('Changed my mind');
    await card.getByRole('button', { name: 'Cancel' }).click();
    await card.getByText(text, { exact: true }).waitFor();

    await card.getByRole('button', { name: /^Edit/ }).click();
    await field.fill('Booked a visit for Saturday');
    await card.getByRole('button', { name: 'Save' }).click();
    await card.getByText('Booked a visit for Saturday', { exact: true }).waitFor();
    await page.reload();
    await wishlistCard(page, venues[0]).getByText('Edit Comment').click();
    await wishlistCard(page, venues[0]).getByText('Booked a visit for Saturday', { exact: true }).waitFor();
    await page.context().close();
  });

  it('filters by the couple’s own rating and by category, keeping the filters in the URL', async () => {
    await addOverApi(venues[0], photographers[0], venues[2]);
    await voteOverApi(venues[0], 5);
    await voteOverApi(photographers[0], 2);
    const page = await open('/wishlist', { signedInAs: couple });
    const names = () => page.getByRole('article').getByRole('heading').allTextContents();
    await page.getByRole('heading', { name: '3 services in your wishlist' }).waitFor();

    await page.getByLabel('Your rating', { exact: true }).selectOption({ label: '2 hearts or more' });
    await page.waitForURL(/rating=2/);
    await page.getByRole('heading', { name: '2 services match these filters' }).waitFor();
    await expect.poll(names).toEqual([photographers[0].name, venues[0].name]);

    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Venues' });
    await page.waitForURL(/category=\d+/);
    await page.getByRole('heading', { name: '1 service matches these filters' }).waitFor();
    await expect.poll(names).toEqual([venues[0].name]);

    // The URL holds the filters: a reload (or a shared link) shows the same.
    await page.reload();
    expect(await page.getByLabel('Your rating', { exact: true }).inputValue()).toBe('2');
    await expect.poll(names).toEqual([venues[0].name]);

    await page.getByLabel('Your rating', { exact: true }).selectOption({ label: 'Any rating' });
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'View All' });
    await page.waitForURL(/rating=0&category=0/);
    await page.getByRole('heading', { name: '3 services match' }).or(page.getByRole('heading', { name: '3 services in your wishlist' })).waitFor();
    await page.context().close();
  });

  it('sorts by the couple’s own hearts, highest first, with scripts and without, keeping the sort in the URL', async () => {
    await addOverApi(venues[0], photographers[0], venues[2]);
    await voteOverApi(venues[0], 5);
    await voteOverApi(photographers[0], 2);
    const newest = [venues[2].name, photographers[0].name, venues[0].name];
    const byHearts = [venues[0].name, photographers[0].name, venues[2].name];
    const page = await open('/wishlist', { signedInAs: couple });
    const names = () => page.getByRole('article').getByRole('heading').allTextContents();
    await expect.poll(names).toEqual(newest);
    await page.getByLabel('Sort', { exact: true }).selectOption({ label: 'Your rating, highest first' });
    await page.waitForURL(/sort=rating/);
    await expect.poll(names).toEqual(byHearts);
    await look(page, 'wishlist-sorted');
    // Unrated last; a new heart moves a card at once (the list is read again).
    await wishlistCard(page, venues[2]).getByRole('group', { name: `Your rating of ${venues[2].name}` }).getByRole('button', { name: 'Rate 3 of 5' }).click();
    await expect.poll(names).toEqual([venues[0].name, venues[2].name, photographers[0].name]);
    await page.context().close();

    // Without scripts: the plain GET form and its Apply button.
    await voteOverApi(venues[2], 0);
    const plain = await open('/wishlist', { signedInAs: couple, javaScript: false });
    const plainNames = () => plain.getByRole('article').getByRole('heading').allTextContents();
    await expect.poll(plainNames).toEqual(newest);
    await plain.getByLabel('Sort', { exact: true }).selectOption('rating');
    await plain.getByRole('button', { name: 'Apply' }).click();
    await plain.waitForURL(/sort=rating/);
    await expect.poll(plainNames).toEqual(byHearts);
    expect(await plain.getByLabel('Sort', { exact: true }).inputValue()).toBe('rating');
    await plain.context().close();
  });

  it('removes a service: its card drops out of the list', async () => {
    await addOverApi(venues[0], venues[2]);
    const page = await open('/wishlist', { width: 390, signedInAs: couple });
    await page.getByRole('heading', { name: '2 services in your wishlist' }).waitFor();
    await wishlistCard(page, venues[2]).getByRole('button', { name: `Remove ${venues[2].name} from Wishlist` }).click();
    await page.getByRole('heading', { name: '1 service in your wishlist' }).waitFor();
    expect(await wishlistCard(page, venues[2]).count()).toBe(0);
    // The focus is not lost with the card.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('1 service in your wishlist');
    await page.context().close();
  });

  it('compares two selected services side by side in an accessible table', async () => {
    await addOverApi(venues[0], venues[2], photographers[0]);
    await voteOverApi(venues[0], 5);
    for (const width of [1330, 390]) {
      const page = await open('/wishlist', { width, signedInAs: couple });
      await page.getByRole('button', { name: 'Compare' }).click();
      await page.getByRole('alert').getByText('Select between 2 and 4 services to compare.').waitFor();
      await wishlistCard(page, venues[0]).getByText('Add Comment').click();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: screenshotPath(`wishlist-${width}`), fullPage: true });
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.getByRole('checkbox', { name: `Select ${venues[0].name}` }).check();
      await page.getByRole('checkbox', { name: `Select ${photographers[0].name}` }).check();
      await page.getByText('2 selected').waitFor();
      await page.getByRole('button', { name: 'Compare' }).click();
      await page.waitForURL(/\/wishlist\/compare\?/);
      // In the list's order: newest first.
      expect(new URL(page.url()).searchParams.getAll('service').map(Number)).toEqual([photographers[0].id, venues[0].id]);

      const table = page.getByRole('table', { name: '2 services from your wishlist, side by side' });
      expect(await table.getByRole('columnheader').allTextContents()).toEqual([photographers[0].name, venues[0].name]);
      const rowHeaders = await table.getByRole('rowheader').allTextContents();
      expect(rowHeaders).toEqual(expect.arrayContaining(['Category', 'Place', 'Guests', 'Your rating', 'Reviews', 'Distance from Hunter Valley']));
      const yourRating = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Your rating' }) });
      expect(await yourRating.getByRole('cell').allTextContents()).toEqual([expect.stringContaining('Not rated yet'), '5 of 5']);
      const distances = await table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Distance/ }) }).getByRole('cell').allTextContents();
      for (const distance of distances) expect(distance).toMatch(/^(Under 1|[\d,]+) km$/);
      // Price-like attributes read with a dollar sign.
      expect(await table.getByRole('cell').filter({ hasText: /^\$\d/ }).count()).toBeGreaterThan(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: screenshotPath(`wishlist-compare-${width}`), fullPage: true });
      expect(await accessibilityViolations(page)).toEqual([]);
      // Nothing scrolls sideways but the table's own box.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.context().close();
    }
  });

  it('shows each listing’s reviews beside the couple’s own hearts, on its card and in the comparison (issue 32)', async () => {
    const { venue, cakes } = await demoReviewedListings();
    await addOverApi(cakes, venue);
    await voteOverApi(venue, 2);
    try {
      const page = await open('/wishlist', { signedInAs: couple });
      const venueCard = wishlistCard(page, venue);
      const cakesCard = wishlistCard(page, cakes);
      // The public figures are the reviews': the venue's average and count, the cake maker's count.
      await venueCard.getByRole('link', { name: scoreLinkName(venue), exact: true }).waitFor();
      await cakesCard.getByRole('link', { name: scoreLinkName(cakes), exact: true }).waitFor();
      // The hearts stay the couple's own: 2 on the venue, none on the cakes, and no one's average.
      expect(await venueCard.getByRole('group', { name: `Your rating of ${venue.name}` }).getByRole('button', { pressed: true }).getAttribute('aria-label')).toBe('Rate 2 of 5');
      expect(await cakesCard.getByRole('group', { name: `Your rating of ${cakes.name}` }).getByRole('button', { pressed: true }).count()).toBe(0);
      expect(await page.locator('main').textContent()).not.toMatch(/\d+ votes?\b/);
      await look(page, 'wishlist-review-scores');

      // They filter by the couple's hearts, whatever the reviews say.
      await page.getByLabel('Your rating', { exact: true }).selectOption({ label: '2 hearts or more' });
      await page.getByRole('heading', { name: '1 service matches these filters' }).waitFor();
      expect(await page.getByRole('article').getByRole('heading').allTextContents()).toEqual([venue.name]);

      const compare = await open(`/wishlist/compare?service=${venue.id}&service=${cakes.id}`, { signedInAs: couple });
      const table = compare.getByRole('table', { name: '2 services from your wishlist, side by side' });
      const row = (name: string) => table.getByRole('row').filter({ has: compare.getByRole('rowheader', { name, exact: true }) });
      expect(await row('Your rating').getByRole('cell').allTextContents()).toEqual(['2 of 5', expect.stringContaining('Not rated yet')]);
      const reviews = row('Reviews').getByRole('cell');
      await reviews.nth(0).getByRole('link', { name: scoreLinkName(venue), exact: true }).waitFor();
      await reviews.nth(1).getByRole('link', { name: scoreLinkName(cakes), exact: true }).waitFor();
      await look(compare, 'wishlist-compare-review-scores');
      await page.context().close();
      await compare.context().close();
    } finally {
      await voteOverApi(venue, 0);
    }
  });

  it('sends one enquiry to the vendors of the selected services, each in its own conversation', async () => {
    await addOverApi(venues[2], photographers[0]);
    const page = await open('/wishlist', { signedInAs: couple });
    await page.getByRole('button', { name: 'Send enquiry to selected' }).click();
    await page.getByText('Select the services whose vendors should get your enquiry.').waitFor();
    await page.getByRole('checkbox', { name: `Select ${venues[2].name}` }).check();
    await page.getByRole('checkbox', { name: `Select ${photographers[0].name}` }).check();
    await page.getByRole('button', { name: 'Send enquiry to selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send an enquiry' });
    await dialog.getByRole('button', { name: 'Send to 2 vendors' }).click();
    await dialog.getByText('Message is required').waitFor();
    await dialog.getByLabel('Wedding date').fill('2027-03-14');
    await dialog.getByLabel('Guests').fill('120');
    await dialog.getByLabel('Budget (AUD or NZD)').fill('30000');
    await dialog.getByLabel('Message').fill('We are planning an autumn wedding and would love your prices.');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('wishlist-enquiry-1330') });
    await dialog.getByRole('button', { name: 'Send to 2 vendors' }).click();
    await dialog.getByText('Your enquiry went to 2 vendors.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Ok' }).click();

    await page.goto('/messages');
    const list = page.getByRole('region', { name: 'Conversations' });
    for (const card of [venues[2], photographers[0]]) {
      await list.getByRole('button', { name: new RegExp(card.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
      const log = page.getByRole('log', { name: 'Messages' });
      await log.getByText('We are planning an autumn wedding', { exact: false }).waitFor();
      await log.getByText('Guests: 120', { exact: false }).waitFor();
    }
    await page.context().close();
  });
});
