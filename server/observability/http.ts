import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { serve } from '@hono/node-server';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { isClientFile } from '../http/static-assets';
import { log } from './log';
import type { AppMetrics } from './metrics';

/** What the observing middleware shares with the handlers: the request's id, and the viewer once found. */
export type ObservedVariables = { requestId: string; viewerId?: number };

const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
// React Router's single-fetch data requests: /listings/abc.data, and /_root.data for the home page.
const dataSuffix = /(?:\/_root)?\.data$/;

/**
 * The route label of an answered request: the pattern, never the path (ids and search terms would
 * make a series per visitor). Hono's routes give theirs (/graphql, /api/chat/events, /images/*:
 * the last that matched and is not a catch-all, so a request that failed in a middleware before
 * reaching it is still labelled by it);
 * pages get the pattern of the React Router route that matched (/listings/:id); client files one
 * label each for /assets/* and the rest; anything else "unmatched".
 */
export function routeLabeler(build?: ServerBuild): (c: Context) => string {
  const routes = build ? routeTree(build) : [];
  return (c) => {
    const hono = matchedRoutes(c).findLast((route) => route.path !== '*' && route.path !== '/*');
    if (hono) return hono.path;
    const path = c.req.path;
    if (path.startsWith('/assets/')) return '/assets/*';
    if (isClientFile(path)) return '(client file)';
    const matches = matchRoutes(routes, path.replace(dataSuffix, '') || '/');
    if (!matches) return 'unmatched';
    const pattern = matches.map((match) => match.route.path?.replace(/^\/|\/$/g, '')).filter(Boolean).join('/');
    return `/${pattern}`;
  };
}

/** The build's flat route manifest as the nested routes matchRoutes takes. */
function routeTree(build: ServerBuild): RouteObject[] {
  const children = (parentId: string | undefined): RouteObject[] =>
    Object.values(build.routes)
      .filter((route) => route?.parentId === parentId)
      .map((route) => (route!.index ? { id: route!.id, index: true, path: route!.path } : { id: route!.id, path: route!.path, caseSensitive: route!.caseSensitive, children: children(route!.id) }));
  return children(undefined);
}

/**
 * Outermost: gives the request its id (the one its context, its error report and the error page
 * carry), and once answered counts it and writes its log line: method, route pattern, status,
 * duration and the viewer's id (never their e-mail or name, never the path's ids or query).
 */
export function observeRequests(metrics: AppMetrics, routeOf: (c: Context) => string): MiddlewareHandler<{ Variables: ObservedVariables }> {
  return async (c, next) => {
    const requestId = randomBytes(6).toString('hex');
    c.set('requestId', requestId);
    const started = performance.now();
    await next();
    const seconds = (performance.now() - started) / 1000;
    const route = routeOf(c);
    const method = methods.has(c.req.method) ? c.req.method : 'OTHER';
    const status = c.res.status;
    metrics.request(route, method, status, seconds);
    const line = { requestId, method, route, status, durationMs: Math.round(seconds * 10_000) / 10, viewerId: c.get('viewerId') };
    if (status >= 500) log.warn(line, 'request failed');
    else log.info(line, 'request');
  };
}

/** A bearer token compared in constant time (hashed first, so that lengths differing say nothing either). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

/** GET /metrics in Prometheus' text format: only with `Authorization: Bearer <token>` when a token is given. */
export function metricsEndpoint(metrics: AppMetrics, token?: string): MiddlewareHandler {
  return async (c) => {
    if (token !== undefined && !bearerMatches(c.req.header('authorization'), token)) {
      return c.text('Unauthorized', 401, { 'WWW-Authenticate': 'Bearer', 'Cache-Control': 'no-store' });
    }
    return c.body(await metrics.registry.metrics(), 200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' });
  };
}

/** METRICS_PORT: /metrics alone, without a token, on 127.0.0.1 only (a scraper on the same machine or through a tunnel). */
export function serveMetrics(metrics: AppMetrics, port: number, onListening?: (port: number) => void) {
  const app = new Hono();
  app.get('/metrics', metricsEndpoint(metrics));
  return serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info) => onListening?.(info.port));
}
