import { Hono } from 'hono';
import { createYoga } from 'graphql-yoga';
import type { Database } from '../../db/client';
import { isContentReadToken } from '../modules/content/content-read-token';
import { contentEndpointPath } from '../modules/content/content-reader';
import { contentSchema } from '../graphql/content-service-schema';

/**
 * The content service's own GraphQL endpoint (/content/graphql), for this site's blog client and
 * any other reader holding the read token (Authorization: Bearer <token>). Without it: 401.
 */
export function contentEndpointRoutes(db: Database) {
  const yoga = createYoga<{ db: Database }>({
    schema: contentSchema,
    graphqlEndpoint: contentEndpointPath,
    landingPage: false,
    graphiql: false,
    logging: { debug: () => {}, info: () => {}, warn: (...args: unknown[]) => console.warn(...args), error: (...args: unknown[]) => console.error(...args) },
  });
  const app = new Hono();
  app.on(['GET', 'POST'], contentEndpointPath, async (c) => {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
    if (!(await isContentReadToken(db, token))) {
      return c.json({ errors: [{ message: 'A valid read token is required (Authorization: Bearer <token>)' }] }, 401, {
        'WWW-Authenticate': 'Bearer realm="content"',
      });
    }
    return yoga.fetch(c.req.raw, { db });
  });
  return app;
}
