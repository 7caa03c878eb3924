import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import type { HttpRequestContext } from '../context';
import { appContext } from './router-context';

/** React Router's server rendering, given the request's context. */
export function createSsrHandler(build: ServerBuild, mode: string) {
  const handle = createRequestHandler(build, mode);
  return (request: Request, context: HttpRequestContext) => {
    const routerContext = new RouterContextProvider();
    routerContext.set(appContext, context);
    return handle(request, routerContext);
  };
}
