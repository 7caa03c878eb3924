import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

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

const modulePreload = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const moduleScriptOpening = /<script([^>]*) type="module" async="">/;

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
 * Works on the stream as it comes: a tag split between two chunks is held back until it is whole.
 * Anything it does not recognise passes unchanged (the page then loads its scripts as before).
 */
export function deferHydrationScripts(nonce = ''): Transform {
  const decoder = new StringDecoder('utf8');
  const preloads: string[] = [];
  let pending = '';
  let headDone = false;
  let done = false;

  const process = (text: string, final: boolean): string => {
    if (done) return text;
    if (!headDone) {
      const headEnd = text.indexOf('</head>');
      if (headEnd !== -1) {
        headDone = true;
        text = `${text.slice(0, headEnd)}<script${nonce ? ` nonce="${nonce}"` : ''}>${captureEarlyTaps}</script>${text.slice(headEnd)}`;
      }
    }
    // Preload links come first (React hoists them into the head), the module script near the end.
    text = text.replace(modulePreload, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
    const opening = moduleScriptOpening.exec(text);
    if (opening) {
      const bodyStart = opening.index + opening[0].length;
      const end = text.indexOf('</script>', bodyStart);
      if (end === -1) {
        // The script is not complete yet: wait for the rest.
        if (!final) return hold(text, opening.index);
        return text;
      }
      const attributes = opening[1];
      const held =
        `<script${attributes} type="text/x-deferred-module" id="${deferredModulesId}" data-preload="${preloads.join(' ')}">` +
        `${text.slice(bodyStart, end)}</script><script${nonceAttribute(attributes)}>${startWhenPainted}</script>`;
      done = true;
      return text.slice(0, opening.index) + held + text.slice(end + '</script>'.length);
    }
    if (final) return text;
    // A tag may be cut at the end of this chunk: keep it for the next one.
    const lastOpen = text.lastIndexOf('<');
    return lastOpen !== -1 && text.indexOf('>', lastOpen) === -1 ? hold(text, lastOpen) : text;
  };

  function hold(text: string, from: number): string {
    pending = text.slice(from);
    return text.slice(0, from);
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = pending + decoder.write(chunk);
      pending = '';
      callback(null, process(text, false));
    },
    flush(callback) {
      const text = pending + decoder.end();
      pending = '';
      callback(null, process(text, true));
    },
  });
}

function nonceAttribute(attributes: string): string {
  const nonce = /\snonce="([^"]*)"/.exec(attributes);
  return nonce ? ` nonce="${nonce[1]}"` : '';
}
