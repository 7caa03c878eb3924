import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, Outlet, StaticRouterProvider, useRouteError } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorBoundary } from './root';
import { theme } from './theme';

// Renders a tiny route tree on the server with the root's error boundary, as a document request would.
async function render(loader: () => unknown) {
  const routes = [
    {
      id: 'root',
      path: '/',
      Component: Outlet,
      ErrorBoundary: () => <ErrorBoundary error={useRouteError()} params={{}} loaderData={undefined} />,
      children: [{ id: 'page', path: 'page', loader, Component: () => <p>fine</p> }],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/page'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const html = renderToString(
    <MantineProvider theme={theme}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />
    </MantineProvider>,
  );
  return { status: context.statusCode, html };
}

describe('root error boundary', () => {
  it('shows the generic error screen with status 500 and keeps the details out of the page', async () => {
    const { status, html } = await render(() => {
      throw new Error('connection string postgres://secret@db');
    });
    expect(status).toBe(500);
    expect(html).toContain('We are sorry, but looks like an error occured.');
    // Visible markup only: in production React Router also replaces the error in the hydration
    // data with "Unexpected Server Error" (server/http/ssr.ts runs it in production mode).
    const visible = html.replace(/<script>[\s\S]*?<\/script>/g, '');
    expect(visible).not.toContain('secret');
    expect(visible).not.toMatch(/at .+\.tsx?:\d+/);
    expect(visible).toContain('Report Feedback');
  });

  it('shows the 404 page for a loader that finds nothing', async () => {
    const { notFound } = await import('./lib/not-found');
    const { status, html } = await render(() => notFound());
    expect(status).toBe(404);
    expect(html).toContain('Oops!');
    expect(html).toContain('Error code: 404');
  });
});
