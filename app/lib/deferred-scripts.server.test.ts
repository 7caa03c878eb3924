import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { deferHydrationScripts, deferredModulesId } from './deferred-scripts.server';

const page =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n0nce"/>' +
  '<link rel="modulepreload" href="/assets/framework-b.js" nonce="n0nce"/>' +
  '<link rel="icon" href="/favicon.svg"/></head><body><main><h1>Hello</h1></main>' +
  '<script nonce="n0nce">window.__reactRouterContext = {};</script>' +
  '<script nonce="n0nce" type="module" async="">import * as route0 from "/assets/root-c.js";\nimport("/assets/entry.client-a.js");</script>' +
  '<script nonce="n0nce">window.__reactRouterContext.streamController.close();</script></body></html>';

async function transform(chunks: string[]): Promise<string> {
  const output: Buffer[] = [];
  const stream = Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(deferHydrationScripts('n0nce'));
  for await (const chunk of stream) output.push(chunk as Buffer);
  return Buffer.concat(output).toString('utf8');
}

describe('deferHydrationScripts', () => {
  it('takes out the preload links and holds the module script with its files, followed by its starter', async () => {
    const html = await transform([page]);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      `<script nonce="n0nce" type="text/x-deferred-module" id="${deferredModulesId}" data-preload="/assets/entry.client-a.js /assets/framework-b.js">` +
        'import * as route0 from "/assets/root-c.js";\nimport("/assets/entry.client-a.js");</script><script nonce="n0nce">(() => {',
    );
    // The head ends with the script that keeps early taps; everything else is unchanged, in order.
    expect(html.startsWith('<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="icon" href="/favicon.svg"/><script nonce="n0nce">(() => {')).toBe(true);
    expect(html).toContain("window.__eaReplayTaps = () => {");
    expect(html).toContain('})();</script></head><body><main><h1>Hello</h1></main>');
    expect(html.endsWith('<script nonce="n0nce">window.__reactRouterContext.streamController.close();</script></body></html>')).toBe(true);
  });

  it('gives the same page whatever the chunks, including tags and characters cut in two', async () => {
    const whole = await transform([page]);
    for (const size of [1, 7, 33, 64]) {
      const chunks: string[] = [];
      for (let start = 0; start < page.length; start += size) chunks.push(page.slice(start, start + size));
      expect(await transform(chunks)).toBe(whole);
    }
    const accented = page.replace('Hello', 'Héllo wörld');
    const bytes = Buffer.from(accented);
    const output: Buffer[] = [];
    const stream = Readable.from([bytes.subarray(0, 160), bytes.subarray(160, 161), bytes.subarray(161)]).pipe(deferHydrationScripts('n0nce'));
    for await (const chunk of stream) output.push(chunk as Buffer);
    expect(Buffer.concat(output).toString('utf8')).toBe(await transform([accented]));
  });

  it('passes a page without React Router scripts unchanged', async () => {
    const plain = '<!DOCTYPE html><html><body><p>a < b</p><p>Maintenance</p></body></html>';
    expect(await transform([plain.slice(0, 30), plain.slice(30)])).toBe(plain);
  });
});
