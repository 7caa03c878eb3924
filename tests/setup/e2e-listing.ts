import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

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
