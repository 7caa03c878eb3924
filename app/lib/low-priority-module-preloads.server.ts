import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const modulePreload = '<link rel="modulepreload"';
const lowPriority = '<link rel="modulepreload" fetchpriority="low"';

/**
 * Marks React Router's `<link rel="modulepreload">` tags `fetchpriority="low"` as the HTML streams
 * out. The page is fully drawn by its HTML and inline styles, so its scripts (hydration) should not
 * compete with the pictures and fonts of the first paint; at "High" priority Chromium, and
 * Lighthouse's simulation of a slow phone, wait for them before the first paint counts.
 * React Router renders these tags with suppressHydrationWarning, so hydration does not mind.
 */
export function lowPriorityModulePreloads(): Transform {
  // A tag may be split between two chunks: hold back the end of each chunk that could start one.
  let pending = '';
  // A character's bytes may be split between chunks too.
  const decoder = new StringDecoder('utf8');
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = (pending + decoder.write(chunk)).replaceAll(modulePreload, lowPriority);
      const keep = partialTagLength(text);
      pending = text.slice(text.length - keep);
      callback(null, text.slice(0, text.length - keep));
    },
    flush(callback) {
      callback(null, pending + decoder.end());
    },
  });
}

/** How many characters at the end of `text` could be the start of `<link rel="modulepreload"`. */
function partialTagLength(text: string): number {
  for (let length = Math.min(modulePreload.length - 1, text.length); length > 0; length -= 1) {
    if (modulePreload.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}
