import { GraphQLError } from 'graphql';
import { createYoga, maskError } from 'graphql-yoga';
import type { HttpRequestContext } from '../context';
import { refusalOf } from '../kernel';
import { graphqlMetrics } from '../observability/graphql-metrics';
import { log } from '../observability/log';
import type { AppMetrics } from '../observability/metrics';
import { graphqlLimitPlugins } from './limits';
import { schema } from './schema';

// Yoga hands over a resolver's error wrapped in a GraphQLError: the refusal is inside.
const refusalIn = (error: unknown) => refusalOf(error instanceof GraphQLError ? error.originalError : error);

export function createGraphQLHandler(metrics: AppMetrics) {
  return createYoga<HttpRequestContext>({
    schema,
    graphqlEndpoint: '/graphql',
    // Tokens, aliases, depth, directives and cost per document (issue 29): refused with QUERY_TOO_LARGE, 400.
    plugins: [...graphqlLimitPlugins(), graphqlMetrics(metrics)],
    maskedErrors: {
      // Bad input that a use case refused reaches the client as spec §8's "validation" error with
      // messages per field; a refusal as a whole (sign in first, not yours, too many attempts) as its
      // own message and code (server/kernel/errors.ts); anything else as "Unexpected error.", logged here.
      maskError(error, message, isDev) {
        const refusal = refusalIn(error);
        if (!refusal) return maskError(error, message, isDev);
        if (refusal.fields) return new GraphQLError('validation', { extensions: { code: refusal.code, validation: refusal.fields } });
        return new GraphQLError(refusal.message, {
          extensions: { code: refusal.code, ...(refusal.retryAfterSeconds ? { retryAfterSeconds: refusal.retryAfterSeconds } : {}) },
        });
      },
    },
    landingPage: false,
    // Yoga's default CORS answers any origin with its own name and credentials: server/http/graphql-cors.ts decides instead.
    cors: false,
    // Refused input is the client's mistake, answered above; only unexpected errors are logged.
    logging: {
      debug: () => {},
      info: () => {},
      warn: (...args: unknown[]) => log.warn({ err: args[0] }, 'graphql'),
      error: (...args: unknown[]) => {
        if (!refusalIn(args[0])) log.error({ err: args[0] }, 'graphql: unexpected error');
      },
    },
  });
}
