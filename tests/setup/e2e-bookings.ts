import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './e2e-lane';

/** The listings of a category free on `day` (the availability search's markers): their ids. */
export const freeListings = async (category: string, day: string) =>
  ((await (await fetch(`${baseUrl}/search/markers?category=${category}&availability=${day}`)).json()) as { markers: { id: number }[] }).markers.map((marker) => marker.id);

/** The first day from `offset` days ahead that the venue `venueId` has free (the demo marks some days booked). */
export async function freeVenueDay(venueId: number, offset: number): Promise<string> {
  for (let ahead = offset; ; ahead += 1) {
    const candidate = new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
    if ((await freeListings('venue', candidate)).includes(venueId)) return candidate;
  }
}

/** A couple's first message about a listing with a date and guests (spec §7's REST call): the conversation's id. */
export async function enquire(cookie: string, serviceId: number, day: string, guests: number, message = 'Is this date free?'): Promise<string> {
  const started = await fetch(`${baseUrl}/api/twilio/start-conversation-with-message`, {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify({ message, service_id: serviceId, wedding_date: day, guests }),
  });
  expect(started.status).toBe(200);
  return ((await started.json()) as { conversation_id: string }).conversation_id;
}

/**
 * Posts a form without scripts by its button: the answer's status (a redirect when it worked, the
 * refusal's otherwise), once the page that comes back has loaded.
 */
export async function postPlainForm(page: Page, submit: Locator): Promise<number> {
  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && response.request().isNavigationRequest());
  const loaded = page.waitForEvent('load');
  await submit.click();
  const status = (await answered).status();
  await loaded;
  return status;
}
