import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../setup/browser';
import { open, screenshotPath } from '../setup/e2e-page';
import { baseUrl } from '../setup/e2e-lane';


async function openHome(width: number): Promise<Page> {
  const page = await open('/', { width, status: 200 });
  // Before hydration the field is a plain input (the form still works); suggestions need React's
  // handlers, which it attaches to the element as __reactProps$….
  await page.waitForFunction(() => {
    const input = document.querySelector('input[name="location"]');
    return !!input && Object.keys(input).some((key) => key.startsWith('__reactProps'));
  });
  return page;
}

describe('location autocomplete on the home page', () => {
  it('suggests places as one types, chooses one with the keyboard, and searches there', async () => {
    const page = await openHome(1330);
    const search = page.getByRole('search', { name: 'Find venues and vendors' });
    const location = search.getByRole('combobox', { name: 'Wedding location' });
    expect(await location.getAttribute('placeholder')).toBe('Wedding Location ?');
    expect(await location.getAttribute('aria-expanded')).toBe('false');

    await location.click();
    await page.keyboard.type('Pokol', { delay: 40 });
    const list = page.getByRole('listbox', { name: 'Wedding location' });
    const option = list.getByRole('option', { name: 'Pokolbin NSW 2320' });
    await option.waitFor();
    expect(await location.getAttribute('aria-expanded')).toBe('true');
    expect(await location.getAttribute('aria-controls')).toBe(await list.getAttribute('id'));
    expect(await page.getByRole('status').filter({ hasText: /found/ }).textContent()).toMatch(/^\d+ places? found/);

    await page.keyboard.press('ArrowDown');
    await expect.poll(() => location.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    expect(await option.getAttribute('aria-selected')).toBe('true');
    await page.screenshot({ path: screenshotPath('place-autocomplete-1330') });
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.keyboard.press('Enter');
    await expect.poll(() => location.inputValue()).toBe('Pokolbin NSW');
    expect(await location.getAttribute('aria-expanded')).toBe('false');
    expect(page.url()).toBe(`${baseUrl}/`);

    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\/\?/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('category')).toBe('venue');
    expect(JSON.parse(params.get('location')!)).toEqual({ location: 'Pokolbin NSW', distance: 200000 });
    const geometry = JSON.parse(params.get('geometry')!);
    expect(geometry.lat).toBeCloseTo(-32.78, 1);
    expect(geometry.lng).toBeCloseTo(151.29, 1);
    await page.context().close();
  });

  it('closes on Escape, and forgets the chosen place once the text changes', async () => {
    const page = await openHome(390);
    const location = page.getByRole('combobox', { name: 'Wedding location' });
    await location.click();
    await page.keyboard.type('Queenst', { delay: 40 });
    // The town, not the Queenstown region above it.
    const option = page.getByRole('option', { name: 'Queenstown, Otago', exact: true });
    await option.waitFor();
    await page.screenshot({ path: screenshotPath('place-autocomplete-390') });
    await page.keyboard.press('Escape');
    await option.waitFor({ state: 'hidden' });
    expect(await location.getAttribute('aria-expanded')).toBe('false');

    await page.keyboard.press('ArrowDown');
    await option.click();
    await expect.poll(() => location.inputValue()).toBe('Queenstown, Otago');
    await page.keyboard.type(' Central');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/search\/\?/);
    const params = new URL(page.url()).searchParams;
    expect(JSON.parse(params.get('location')!).location).toBe('Queenstown, Otago Central');
    expect(params.get('geometry')).toBeNull();
    await page.context().close();
  });

  it('is a plain input of the form without JavaScript', async () => {
    const page = await open('/', { javaScript: false });
    await page.getByRole('combobox', { name: 'Wedding location' }).fill('Pokolbin NSW');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/search\/\?/);
    expect(new URL(page.url()).searchParams.get('location')).toBe('Pokolbin NSW');
    await page.context().close();
  });

  it('answers /search/places with cacheable JSON', async () => {
    const response = await fetch(`${baseUrl}/search/places?q=pokolbin%20nsw`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const { places } = (await response.json()) as { places: { label: string; value: string }[] };
    expect(places[0]).toMatchObject({ label: 'Pokolbin NSW 2320', value: 'Pokolbin NSW' });
    expect(await (await fetch(`${baseUrl}/search/places?q=${'x'.repeat(300)}`)).json()).toEqual({ places: [] });
  });
});
