import { Hono } from 'hono';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * GET /bench/bare: a tiny React page rendered without router, data or layout. bench/ssr.ts
 * compares real pages with it; mounted only when BENCHMARK_ROUTE=true.
 */
export function benchmarkBaselineRoutes() {
  const app = new Hono();
  app.get('/bare', (c) =>
    c.html(`<!doctype html>${renderToString(createElement('main', null, createElement('h1', null, 'Hello')))}`),
  );
  return app;
}
