import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { stylesheetsFirst } from './stylesheets-first';

const run = (chunks: string[]) => text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(stylesheetsFirst()));

describe('stylesheetsFirst', () => {
  it('moves modulepreload links after the stylesheets, even when </head> spans chunks', async () => {
    const html = await run([
      '<html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/a.js" nonce="x"/><link rel="modulepreload" href="/b.js"/>',
      '<link rel="stylesheet" href="/s.css"/></he',
      'ad><body><link rel="modulepreload" href="/late.js"/></body></html>',
    ]);
    expect(html).toBe(
      '<html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/s.css"/><link rel="modulepreload" href="/a.js" nonce="x"/><link rel="modulepreload" href="/b.js"/></head><body><link rel="modulepreload" href="/late.js"/></body></html>',
    );
  });

  it('passes a document without a head through unchanged', async () => {
    expect(await run(['<p>no head', ' here</p>'])).toBe('<p>no head here</p>');
  });
});
