import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from 'react-router';
import { appContext } from '../server/http/router-context';
import { recordServerError } from '../server/modules/platform';
import { deferHydrationScripts } from './lib/deferred-scripts.server';
import { NonceContext } from './lib/nonce';
import { StylesheetTextContext } from './lib/stylesheets';

export const streamTimeout = 5_000;

/**
 * Every error of a loader, action or render is logged and stored under the request's id, which
 * the error screen shows (the root loader hands it over) and the visitor's feedback refers to.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // A visitor who left mid-request is not an error.
  if (request.signal.aborted) return;
  // Nor is a request the pages do not take (a method no route answers, a post to a page without a
  // form): React Router answers it 405 by itself, a client's mistake, not ours to log with a stack.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  void recordServerError(context.get(appContext), { path: new URL(request.url).pathname, error });
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, readStylesheet } = loadContext.get(appContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <StylesheetTextContext.Provider value={readStylesheet}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetTextContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // Built pages hydrate after their first paint (see deferHydrationScripts); the development
          // server's pages keep React Router's scripts as they are (Vite's client and React Refresh).
          if (import.meta.env.PROD) {
            const html = deferHydrationScripts(nonce);
            html.pipe(body);
            pipe(html);
          } else {
            pipe(body);
          }
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
