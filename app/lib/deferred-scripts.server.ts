import { Transform } from 'node:stream';

/** The element that holds React Router's route-module script until it runs. */
export const deferredModulesId = 'deferred-route-modules';

/**
 * First taps, kept (written at the end of the head, so it listens from the first paint). Until the
 * page has hydrated, a click on a control that needs JavaScript (a button that is not a form's
 * submit, an element with a button, tab or menu item role, a read-only field that opens a picker,
 * or anything marked `data-replay`) is stopped, remembered and replayed once React has hydrated
 * (`window.__eaReplayTaps`, called by entry.client.tsx): so it fires once, after its handler exists.
 * Links and form submissions are left to the browser: they work as plain HTML. A remembered link
 * that never hydrates (its scripts failed) is followed as a link after all.
 */
const captureEarlyTaps = `(() => {
  const queue = [];
  const controls = '[data-replay], button, [role="button"], [role="tab"], [role="menuitem"], input[readonly]';
  const replayable = (target) => {
    const element = target instanceof Element ? target.closest(controls) : null;
    if (!element || element.disabled) return null;
    if (element.matches('[data-replay]')) return element;
    if (element.closest('a[href]')) return null;
    if (element.matches('button') && element.type !== 'button' && element.form) return null;
    return element;
  };
  const followLinks = () => {
    const link = queue.find((element) => element.matches('a[href]'));
    queue.length = 0;
    if (link) location.assign(link.href);
  };
  const capture = (event) => {
    const element = replayable(event.target);
    if (!element) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!queue.includes(element)) queue.push(element);
    if (window.__eaStartHydration) window.__eaStartHydration();
    clearTimeout(capture.fallback);
    capture.fallback = setTimeout(followLinks, 15000);
  };
  addEventListener('click', capture, true);
  window.__eaTapQueue = queue;
  window.__eaScriptsFailed = followLinks;
  window.__eaReplayTaps = () => {
    removeEventListener('click', capture, true);
    clearTimeout(capture.fallback);
    for (const element of queue.splice(0)) if (element.isConnected) element.click();
  };
})();`;

/**
 * The browser half, written into the page after the held script. It runs React Router's module
 * script (with `modulepreload` links for its files, so nothing waits on a chain of imports) once the
 * page has painted and its priority pictures (`fetchpriority="high"`: the largest picture above the
 * fold) are in, or at once if the visitor starts to interact, or after 5 s (a tab opened in the
 * background paints nothing).
 */
const startWhenPainted = `(() => {
  const source = document.getElementById(${JSON.stringify(deferredModulesId)});
  if (!source) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of (source.dataset.preload || '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.nonce = source.nonce;
    script.textContent = source.textContent;
    // An inline module's imports that fail to load fire no error on it: the window hears it.
    addEventListener('error', (event) => {
      if (event.target instanceof HTMLLinkElement && event.target.rel === 'modulepreload' && window.__eaScriptsFailed) window.__eaScriptsFailed();
    }, true);
    document.body.append(script);
  };
  window.__eaStartHydration = start;
  // A tap came before this script: it is waiting.
  if (window.__eaTapQueue && window.__eaTapQueue.length) start();
  for (const type of ['pointerdown', 'keydown', 'touchstart', 'focusin']) addEventListener(type, start, { once: true, capture: true, passive: true });
  setTimeout(start, 5000);
  const painted = new Promise((resolve) => {
    if (!(PerformanceObserver.supportedEntryTypes || []).includes('paint')) return resolve();
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
  const pictureIn = (image) => image.complete ? null : new Promise((resolve) => {
    image.addEventListener('load', resolve, { once: true });
    image.addEventListener('error', resolve, { once: true });
  });
  painted
    .then(() => Promise.all([...document.querySelectorAll('img[fetchpriority="high"]')].map(pictureIn)))
    .then(() => requestAnimationFrame(() => setTimeout(start)));
})();`;

const headEnd = '</head>';
const preloadOpening = '<link rel="modulepreload" href="';
const moduleScriptMarker = ' type="module" async="">';

/**
 * Hydration after the first paint. React Router's `<Scripts />` writes `modulepreload` links into
 * the head and a module script that imports the route modules and starts hydration. Fetched from
 * the start, at high priority, those files (about 140 kB gzipped on the home page) share a slow
 * connection with the HTML's pictures and fonts, and Lighthouse's simulation counts every such
 * script that finished before the first paint as blocking it. The page is complete without them
 * (server-rendered, links and the search form work as plain HTML), so this stream, between React's
 * renderer and the response, takes the preload links out and holds the module script in a
 * non-executing `<script type="text/x-deferred-module">`; the small script after it starts it once
 * the page has painted (see `startWhenPainted`).
 *
 * Taps on controls before hydration are kept and replayed (see `captureEarlyTaps`), so the late
 * start costs no tap.
 *
 * Works on the bytes as they come, never decoding the page: the markers are ASCII, so a cut before
 * one never splits a character; a tag split between two chunks is held back until it is whole. The
 * chunks React writes in one go (4 kB each) leave as one, so the stages after this one handle a
 * page in a few pieces instead of dozens. Anything it does not recognise passes unchanged (the page
 * then loads its scripts as before).
 */
export function deferHydrationScripts(nonce = ''): Transform {
  const preloads: string[] = [];
  const capture = Buffer.from(`<script${nonce ? ` nonce="${nonce}"` : ''}>${captureEarlyTaps}</script>`);
  let pending: Buffer | null = null;
  let headDone = false;
  let done = false;
  let queued: Buffer[] = [];

  const process = (data: Buffer, final: boolean) => {
    let position = 0;
    // Where each marker is next (-1: not in this data), searched again only once passed.
    let [head, preload, module] = [-2, -2, -2];
    const find = (marker: string, at: number) => (at === -1 || at >= position ? at : data.indexOf(marker, position));
    while (!done) {
      head = headDone ? -1 : find(headEnd, head);
      preload = find(preloadOpening, preload);
      module = find(moduleScriptMarker, module);
      const next = Math.min(...[head, preload, module].filter((index) => index !== -1));
      if (next === Infinity) break;
      if (next === head) {
        // The head ends with the script that keeps early taps.
        queued.push(data.subarray(position, head), capture);
        position = head;
        headDone = true;
      } else if (next === preload) {
        const hrefStart = preload + preloadOpening.length;
        const close = data.indexOf('>', hrefStart);
        if (close === -1) return hold(data, position, preload, final);
        preloads.push(data.toString('utf8', hrefStart, data.indexOf('"', hrefStart)));
        queued.push(data.subarray(position, preload));
        position = close + 1;
      } else {
        const opening = data.lastIndexOf('<script', module);
        if (opening < position) break;
        const bodyStart = module + moduleScriptMarker.length;
        const end = data.indexOf('</script>', bodyStart);
        if (end === -1) return hold(data, position, opening, final);
        const attributes = data.toString('utf8', opening + '<script'.length, module);
        queued.push(
          data.subarray(position, opening),
          Buffer.from(`<script${attributes} type="text/x-deferred-module" id="${deferredModulesId}" data-preload="${preloads.join(' ')}">`),
          data.subarray(bodyStart, end),
          Buffer.from(`</script><script${nonceAttribute(attributes)}>${startWhenPainted}</script>`),
        );
        position = end + '</script>'.length;
        done = true;
      }
    }
    // A tag may be cut at the end of this chunk: keep it for the next one.
    const lastOpen = done ? -1 : data.lastIndexOf('<');
    if (lastOpen >= position && data.indexOf('>', lastOpen) === -1) return hold(data, position, lastOpen, final);
    queued.push(data.subarray(position));
  };

  function hold(data: Buffer, position: number, from: number, final: boolean) {
    if (final) {
      queued.push(data.subarray(position));
      return;
    }
    queued.push(data.subarray(position, from));
    pending = data.subarray(from);
  }

  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const data = pending ? Buffer.concat([pending, chunk]) : chunk;
      pending = null;
      if (queued.length === 0) queueMicrotask(sendQueued);
      process(data, false);
      callback();
    },
    flush(callback) {
      if (pending) process(pending, true);
      pending = null;
      sendQueued();
      callback();
    },
  });
  function sendQueued() {
    const parts = queued.filter((part) => part.length > 0);
    queued = [];
    if (parts.length > 0) stream.push(parts.length === 1 ? parts[0] : Buffer.concat(parts));
  }
  return stream;
}

function nonceAttribute(attributes: string): string {
  const nonce = /\snonce="([^"]*)"/.exec(attributes);
  return nonce ? ` nonce="${nonce[1]}"` : '';
}
