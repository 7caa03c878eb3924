import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import type { HttpRequestContext } from '../context';
import { appContext } from './router-context';

const formTypes = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i;
export const formPostsOnlyMessage = 'Pages take form posts only (application/x-www-form-urlencoded or multipart/form-data).';

/** React Router's server rendering, given the request's context. */
export function createSsrHandler(build: ServerBuild, mode: string) {
  const handle = createRequestHandler(build, mode);
  return async (request: Request, context: HttpRequestContext) => {
    const formPost = await asFormPost(request);
    if (formPost instanceof Response) return formPost;
    const routerContext = new RouterContextProvider();
    routerContext.set(appContext, context);
    return handle(formPost, routerContext);
  };
}

/**
 * Every page action reads its request as a form (`request.formData()`), which throws on any other
 * body: a post of JSON, text or bytes is refused here (415) rather than failing as a 500, and a
 * post without a body is an empty form (the action then says what is missing).
 */
export async function asFormPost(request: Request): Promise<Request | Response> {
  if (request.method === 'GET' || request.method === 'HEAD' || formTypes.test(request.headers.get('content-type') ?? '')) return request;
  const body = request.body ? await request.arrayBuffer() : new ArrayBuffer(0);
  if (body.byteLength > 0) return new Response(formPostsOnlyMessage, { status: 415, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  const headers = new Headers(request.headers);
  headers.set('Content-Type', 'application/x-www-form-urlencoded');
  headers.delete('Content-Length');
  return new Request(request, { headers, body: '' });
}
