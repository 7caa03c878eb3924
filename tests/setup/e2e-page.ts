import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { projectRoot } from '../../db/paths';
import { accessibilityViolations, preparePage, settle } from './browser';
import { demoAdminCode, demoAdminEmail, signInOverApi } from './e2e-api';
import { baseUrl as laneUrl } from './e2e-lane';

/**
 * The end-to-end specs' way into the browser: open a page (as a visitor or signed in), sign in with
 * the form, and look at a screen (settled, axe, no sideways scrolling, screenshots at both widths).
 * Every spec file shares the run's one Chromium (started by tests/setup/e2e-server.ts).
 */

/** The demo accounts' password. */
export const demoPassword = 'wedding-demo';

/** A signed-in person, as signInOverApi answers. */
export type Session = { id: string; cookie: string };

/** Where screenshots go. */
export const screenshotDir = join(projectRoot, 'test-results');

/**
 * SCREENSHOTS=off (as .ci/run sets): look() still settles, runs axe and checks the width, but
 * writes no screenshots, which nobody opens there (about 0.3 s each, 160 a run).
 */
const screenshotsWanted = process.env.SCREENSHOTS !== 'off';

let connection: Promise<Browser> | undefined;

/** The run's Chromium, connected once per spec file (closed after it by tests/setup/e2e-file.ts). */
export function sharedBrowser(): Promise<Browser> {
  connection ??= chromium.connect(inject('browserEndpoint'));
  return connection;
}

export async function closeSharedBrowser(): Promise<void> {
  const browser = connection;
  connection = undefined;
  if (browser) await (await browser).close();
}

export type PageOptions = {
  /** The viewport's width (1330 unless given) and height (900). */
  width?: number;
  height?: number;
  /** Signed in: a session, or the e-mail of a demo account (signed in over the API). */
  signedInAs?: Session | string;
  /** false: a browser with JavaScript off (the plain forms alone). */
  javaScript?: boolean;
  /** A touch screen (taps), and a phone's browser (its meta viewport). */
  touch?: boolean;
  mobile?: boolean;
  /** Map tiles (from the internet, which this machine does not reach) answered with a grey tile. */
  mapTiles?: boolean;
  /** Another server than the run's shared one. */
  baseUrl?: string;
};

export type OpenOptions = PageOptions & {
  /** The status the page must answer with. */
  status?: number;
};

/** Map tiles come from the network, which this machine does not have: a grey tile stands in. */
const greyTile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWN48ewRAAVqArFcxNdLAAAAAElFTkSuQmCC',
  'base64',
);

/**
 * A browser context of its own (axe-core needs one per page): the viewport, reduced motion (fewer
 * transitions to wait for), paths relative to the server, and the session's cookie when signed in.
 */
export async function newContext({ width = 1330, height = 900, signedInAs, javaScript = true, touch = false, mobile = false, mapTiles = false, baseUrl = laneUrl }: PageOptions = {}): Promise<BrowserContext> {
  const browser = await sharedBrowser();
  const context = await browser.newContext({ viewport: { width, height }, baseURL: baseUrl, javaScriptEnabled: javaScript, hasTouch: touch, isMobile: mobile, reducedMotion: 'reduce' });
  if (signedInAs) {
    const session = typeof signedInAs === 'string' ? await signInOverApi(signedInAs, baseUrl) : signedInAs;
    const [name, value] = session.cookie.split('=');
    await context.addCookies([{ name, value, url: baseUrl }]);
  }
  if (mapTiles) await context.route(/basemaps\.cartocdn\.com|tile\.openstreetmap/, (route) => route.fulfill({ contentType: 'image/png', body: greyTile }));
  return context;
}

/**
 * A new page on `path` (relative to the server; null for a blank page), hydrated when scripts run:
 * close it with page.context().close(). `goto` and `reload` on it wait for hydration too.
 */
export async function open(path: string | null, options: OpenOptions = {}): Promise<Page> {
  const context = await newContext(options);
  const page = preparePage(await context.newPage(), { javaScript: options.javaScript ?? true });
  if (path !== null) {
    const response = await page.goto(path);
    if (options.status !== undefined) expect(response?.status(), path).toBe(options.status);
  }
  return page;
}

/**
 * Signs in with the login form the page shows (its Email, Password and Log In), and waits for the
 * answer: another page, or a message on this one. The demo administrator's second step is answered
 * with their authenticator's code (the next step's when this one's was spent on this server).
 */
export async function signIn(page: Page, email: string, password = demoPassword): Promise<void> {
  const from = new URL(page.url()).pathname;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  const codeAsked = page.getByLabel('Authentication code');
  await Promise.race([page.waitForURL((url) => url.pathname !== from), page.getByRole('alert').filter({ hasText: /\S/ }).first().waitFor(), codeAsked.waitFor()]);
  if (email !== demoAdminEmail || !(await codeAsked.isVisible())) return;
  for (let attempt = 0; ; attempt++) {
    await codeAsked.fill(await demoAdminCode(attempt));
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Verify' }).click();
    // 401: this code was spent on this server already (the replay guard); the next one will do.
    if ((await answer).status() !== 401 || attempt === 2) break;
  }
  await page.waitForURL((url) => url.pathname !== from);
}

/**
 * Looks at the screen the page shows, at 1330 px and at 390 px (or the widths given): once it has
 * settled (fonts, transitions), no accessibility violation (axe) and nothing scrolling sideways at
 * either width, and a full-page screenshot from the top at each (test-results/{name}-{width}.png).
 * The viewport is as it was afterwards.
 */
export async function look(page: Page, name: string, { widths = [1330, 390] }: { widths?: number[] } = {}): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 1330, height: 900 };
  mkdirSync(screenshotDir, { recursive: true });
  for (const width of widths) {
    if (width !== page.viewportSize()?.width) await page.setViewportSize({ width, height: viewport.height });
    // From the top: scrolled, the sticky header would sit over the middle of the capture, and over
    // whatever happens to be under it for axe (which reads the colours of what covers a text).
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name}: nothing scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
    expect(await accessibilityViolations(page), `${name} at ${width} px`).toEqual([]);
    if (screenshotsWanted) await page.screenshot({ path: join(screenshotDir, `${name}-${width}.png`), fullPage: true });
  }
  if (page.viewportSize()?.width !== viewport.width) await page.setViewportSize(viewport);
}

/** A screenshot's path in the screenshot folder: test-results/{name}.png. */
export function screenshotPath(name: string): string {
  mkdirSync(screenshotDir, { recursive: true });
  return join(screenshotDir, `${name}.png`);
}
