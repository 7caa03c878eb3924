import { existsSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, kept off the closed network (STACK.md pitfalls 8 and 9). */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: run "apt-get install -y chromium" (as root) or set CHROMIUM_PATH`);
  }
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** A page in its own context (axe-core needs one), at the given viewport width. */
export async function newPage(browser: Browser, width: number, height = 900): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  // Built pages hydrate after their first paint: a test that opens a page waits for it, as a person
  // would not click in the instant between the page appearing and its scripts starting.
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (response?.headers()['content-type']?.startsWith('text/html')) await waitForHydration(page);
    return response;
  };
  // Parts of pages below the first screen have content-visibility: auto (the browser renders them
  // as they come near), which a full-page capture does not do: it would show them blank. For the
  // capture they are rendered.
  const screenshot = page.screenshot.bind(page);
  page.screenshot = async (options) => {
    if (!options?.fullPage) return screenshot(options);
    const style = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    // Their lazy pictures too, which would load as a person scrolls to them (at most 5 s).
    await page.evaluate(() => {
      const pending = [...document.images].filter((image) => image.loading === 'lazy' && !image.complete);
      for (const image of pending) image.loading = 'eager';
      const settled = pending.map(
        (image) =>
          new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          }),
      );
      return Promise.race([Promise.all(settled), new Promise((resolve) => setTimeout(resolve, 5000))]);
    });
    try {
      return await screenshot(options);
    } finally {
      await style.evaluate((element) => (element as Element).remove());
    }
  };
  return page;
}

/** axe-core's WCAG 2.1 A/AA violations on the page, as readable lines. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/**
 * Waits until React has hydrated the page. Built pages hydrate after their first paint
 * (app/lib/deferred-scripts.server.ts), so a click straight after `goto` may meet the plain HTML,
 * whose JavaScript-only controls do nothing yet.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const element = document.querySelector('main') ?? document.querySelector('h1');
    return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  });
}
