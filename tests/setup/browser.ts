import { existsSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserServer, type Page } from 'playwright-core';

/** Debian's Chromium, the whole browser (Lighthouse drives it: bench/lighthouse.ts). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium headless shell (package chromium-headless-shell): the same Blink without the
 * desktop browser around it, which Playwright drives by default elsewhere. Here it opens and checks
 * a page for about a third less time than the whole browser (docs/performance.md, "Test suite time").
 */
export const headlessShellPath = '/usr/bin/chromium-headless-shell';

/** What the tests drive: CHROMIUM_PATH when set, else the headless shell, else the whole Chromium. */
export function testBrowserPath(): string {
  return process.env.CHROMIUM_PATH ?? [headlessShellPath, chromiumPath].find((path) => existsSync(path)) ?? headlessShellPath;
}

/** Debian's Chromium, headless, kept off the closed network (STACK.md pitfalls 8 and 9). */
const launchOptions = () => {
  const executablePath = testBrowserPath();
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}: run "apt-get install -y chromium-headless-shell" (as root) or set CHROMIUM_PATH`);
  }
  return {
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  };
};

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(launchOptions());
}

/**
 * The same Chromium as a server that other processes connect to (chromium.connect(wsEndpoint())):
 * the end-to-end run starts one, and every spec file uses it (tests/setup/e2e-page.ts).
 */
export async function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions());
}

/**
 * Teaches a page to wait as a person would. `goto` and `reload` wait for hydration when scripts run;
 * a screenshot waits until what is painted has settled (settle), and a full-page one shows every
 * part of the page.
 */
export function preparePage(page: Page, { javaScript = true }: { javaScript?: boolean } = {}): Page {
  // Built pages hydrate after their first paint: a test that opens a page waits for it, as a person
  // would not click in the instant between the page appearing and its scripts starting.
  if (javaScript) {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (response?.headers()['content-type']?.startsWith('text/html')) await waitForHydration(page);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      if (response?.headers()['content-type']?.startsWith('text/html')) await waitForHydration(page);
      return response;
    };
  }
  // Parts of pages below the first screen have content-visibility: auto (the browser renders them
  // as they come near), which a full-page capture does not do: it would show them blank. For the
  // capture they are rendered.
  const screenshot = page.screenshot.bind(page);
  page.screenshot = async (options) => {
    await settle(page);
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

/**
 * Waits until what the page paints has settled: its fonts loaded, and every transition and
 * animation that ends (a dialog fading in, a switch changing colour, a layout after a resize) ended.
 * Endless ones (a spinner) are not waited for. At most 10 s.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const deadline = Date.now() + 10_000;
    await Promise.race([document.fonts.ready, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    // A change starts its transition on the next style update: two frames, then look.
    for (;;) {
      await frame();
      await frame();
      const running = document.getAnimations().filter((animation) => animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
      if (running.length === 0 || Date.now() > deadline) return;
      await Promise.race([Promise.all(running.map((animation) => animation.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now())))]);
    }
  });
}

/**
 * axe-core's WCAG 2.1 A/AA violations on the page once it has settled, as readable lines. Parts
 * below the first screen (content-visibility: auto) are rendered for it, as a person scrolling would
 * see them: skipped, they keep the layout of an earlier width, and axe would read their texts against
 * whatever lies where they once were.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const style = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  let results: Awaited<ReturnType<AxeBuilder['analyze']>>;
  try {
    await settle(page);
    // Legacy mode runs axe in the page (and its same-origin frames; the site embeds no other):
    // the default opens a blank page to merge the frames' results, three times slower here.
    results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode(true).analyze();
  } finally {
    await style.evaluate((element) => (element as Element).remove());
  }
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
