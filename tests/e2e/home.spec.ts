import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations, launchBrowser, newPage } from '../setup/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync('test-results', { recursive: true });
});
afterAll(() => browser?.close());

async function openHome(width: number): Promise<Page> {
  const page = await newPage(browser, width);
  const response = await page.goto(`${baseUrl}/`);
  expect(response?.status()).toBe(200);
  return page;
}

describe('home page', () => {
  it('has the spec title, hero texts, header and footer at 1330 px, and no accessibility violations', async () => {
    const page = await openHome(1330);
    expect(await page.title()).toBe('Search & Find Wedding Venues Vendors');
    await expect(page.getByRole('heading', { level: 1, name: 'Your dream day starts here' }).isVisible()).resolves.toBe(true);
    expect(await page.getByText('Search Now').isVisible()).toBe(true);

    const footer = page.locator('footer');
    for (const label of ['Contact Us', 'Terms And Conditions', 'Acceptable Use Policy', 'Privacy Policy', 'Sitemap']) {
      expect(await footer.getByRole('link', { name: label }).count()).toBe(1);
    }
    expect(await footer.getByRole('link', { name: /on (Facebook|Instagram|Pinterest)/ }).count()).toBe(3);
    expect(await footer.getByText(/© \d{4} Ever After/).isVisible()).toBe(true);

    await page.screenshot({ path: 'test-results/home-1330.png', fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('opens one header dropdown at a time, each with Sign In & Account and Sign Up', async () => {
    const page = await openHome(1330);
    const account = page.getByRole('navigation', { name: 'Account' });
    await account.getByRole('button', { name: 'Couples' }).click();
    const couplesMenu = page.getByRole('menu');
    await couplesMenu.waitFor();
    expect(await couplesMenu.getByRole('menuitem').allTextContents()).toEqual(['Sign In & Account', 'Sign Up']);
    expect(await couplesMenu.getByRole('menuitem', { name: 'Sign Up' }).getAttribute('href')).toBe('/register');

    await account.getByRole('button', { name: 'Vendors' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[role="menu"]').length === 1);
    const vendorsMenu = page.getByRole('menu');
    expect(await vendorsMenu.getByRole('menuitem', { name: 'Sign In & Account' }).getAttribute('href')).toBe('/vendors/login');
    expect(await vendorsMenu.getByRole('menuitem', { name: 'Sign Up' }).getAttribute('href')).toBe('/vendors/register');
    await page.context().close();
  });

  it('shows the configured number of categories, then See More with the rest', async () => {
    const page = await openHome(1330);
    const nav = page.getByRole('navigation', { name: 'Categories' });
    expect(await nav.getByRole('link').count()).toBe(4);
    await nav.getByRole('button', { name: 'See More' }).click();
    expect(await page.getByRole('menu').getByRole('menuitem').count()).toBe(3);
    await page.context().close();
  });

  it('marks the header when the page scrolls', async () => {
    const page = await openHome(1330);
    const header = page.locator('header');
    expect(await header.getAttribute('data-scrolled')).toBeNull();
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => document.querySelector('header')?.hasAttribute('data-scrolled'));
    await page.context().close();
  });

  it('collapses the menu behind a button at 390 px, without sideways scrolling', async () => {
    const page = await openHome(390);
    await page.screenshot({ path: 'test-results/home-390.png', fullPage: true });
    expect(await page.getByRole('navigation', { name: 'Categories' }).isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Wedding Venues' }).waitFor({ state: 'visible' });
    expect(await menu.getByRole('link', { name: 'Sign Up' }).count()).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'test-results/home-390-menu.png' });
    await page.getByRole('button', { name: 'Close menu' }).click();
    await menu.getByRole('link', { name: 'Wedding Venues' }).waitFor({ state: 'hidden' });
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });
});
