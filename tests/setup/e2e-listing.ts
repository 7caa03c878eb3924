import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { inject } from 'vitest';
import { newPage } from './browser';

/** A day of next month (YYYY-MM-DD), which the calendars' first months show. */
export function nextMonthDay(day: number): string {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, day)).toISOString().slice(0, 10);
}

const pictures = mkdtempSync(join(tmpdir(), 'listing-photos-'));

/** A plain JPEG of this size on disk, for a file input. */
export async function picture(name: string, width: number, height: number): Promise<string> {
  const path = join(pictures, name);
  writeFileSync(path, await sharp({ create: { width, height, channels: 3, background: '#b48c78' } }).jpeg().toBuffer());
  return path;
}

/** A page of the browser signed in with this session cookie. */
export async function pageWithSession(browser: Browser, cookie: string, width: number): Promise<Page> {
  const page = await newPage(browser, width);
  const [name, value] = cookie.split('=');
  await page.context().addCookies([{ name, value, url: inject('baseUrl') }]);
  return page;
}
