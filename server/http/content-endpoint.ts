import { GraphQLError } from 'graphql';
import { Hono, type Context } from 'hono';
import { createYoga, maskError } from 'graphql-yoga';
import type { HttpRequestContext, RequestContext } from '../context';
import { contentEndpointPath } from '../../shared/content/content-endpoint';
import { isContentReadToken } from '../modules/content';
import { refusalOf } from '../kernel';
import { contentSchema } from '../graphql/content-service-schema';
import { log } from '../observability/log';

type WithContext = (c: Context, handle: (context: HttpRequestContext) => Promise<Response> | Response) => Promise<Response>;

/**
 * The content service's own GraphQL endpoint (/content/graphql), for this site's blog client and
 * any other reader holding the read token (Authorization: Bearer <token>). Without it: 401. Input
 * the use cases refuse answers spec §8's "validation" error (or the refusal's code), as on /graphql.
 */
export function contentEndpointRoutes(withContext: WithContext) {
  const yoga = createYoga<RequestContext>({
    schema: contentSchema,
    graphqlEndpoint: contentEndpointPath,
    landingPage: false,
    graphiql: false,
    // A reader holds the token, not a cookie; no origin is named back with credentials (issue 29).
    cors: false,
    maskedErrors: {
      maskError(error, message, isDev) {
        const refusal = refusalOf(error instanceof GraphQLError ? error.originalError : error);
        if (!refusal) return maskError(error, message, isDev);
        return new GraphQLError(refusal.fields ? 'validation' : refusal.message, {
          extensions: { code: refusal.code, ...(refusal.fields ? { validation: refusal.fields } : {}) },
        });
      },
    },
    logging: {
      debug: () => {},
      info: () => {},
      warn: (...args: unknown[]) => log.warn({ err: args[0] }, 'content endpoint'),
      // A refusal is the reader's mistake, answered above; only unexpected errors are logged.
      error: (...args: unknown[]) => {
        if (!refusalOf(args[0] instanceof GraphQLError ? args[0].originalError : args[0])) log.error({ err: args[0] }, 'content endpoint: unexpected error');
      },
    },
  });
  const app = new Hono();
  app.on(['GET', 'POST'], contentEndpointPath, (c) =>
    withContext(c, async (context) => {
      const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
      if (!(await isContentReadToken(context, { token }))) {
        return c.json({ errors: [{ message: 'A valid read token is required (Authorization: Bearer <token>)' }] }, 401, {
          'WWW-Authenticate': 'Bearer realm="content"',
        });
      }
      return yoga.fetch(c.req.raw, context);
    }),
  );
  return app;
}
