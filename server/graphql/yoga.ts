import { GraphQLError } from 'graphql';
import { createYoga, maskError } from 'graphql-yoga';
import { ZodError } from 'zod';
import { fieldErrorsOf, InvalidInputError, RefusedError } from '../modules/platform/errors';
import type { HttpRequestContext } from '../context';
import { schema } from './schema';

export function createGraphQLHandler() {
  return createYoga<HttpRequestContext>({
    schema,
    graphqlEndpoint: '/graphql',
    maskedErrors: {
      // Bad input that a use case refused reaches the client as spec §8's "validation" error with
      // messages per field; a refusal as a whole (sign in first, not yours, too many attempts) as its
      // own message and code; anything else unexpected as "Unexpected error.", logged here.
      maskError(error, message, isDev) {
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (original instanceof ZodError || original instanceof InvalidInputError) {
          const validation = original instanceof ZodError ? fieldErrorsOf(original) : original.fields;
          return new GraphQLError('validation', { extensions: { code: 'BAD_USER_INPUT', validation } });
        }
        if (original instanceof RefusedError) {
          return new GraphQLError(original.message, {
            extensions: { code: original.code, ...(original.retryAfterSeconds ? { retryAfterSeconds: original.retryAfterSeconds } : {}) },
          });
        }
        return maskError(error, message, isDev);
      },
    },
    landingPage: false,
    // Refused input is the client's mistake, answered above; only unexpected errors are logged.
    logging: {
      debug: () => {},
      info: () => {},
      warn: (...args: unknown[]) => console.warn(...args),
      error: (...args: unknown[]) => {
        if (!isRefusal(args[0])) console.error(...args);
      },
    },
  });
}

// Yoga logs a resolver's error as the GraphQLError that wraps it: look inside for the refusal.
function isRefusal(error: unknown): boolean {
  const original = error instanceof GraphQLError ? error.originalError : error;
  return original instanceof ZodError || original instanceof InvalidInputError || original instanceof RefusedError;
}
