import { GraphQLError } from 'graphql';
import { createYoga, maskError } from 'graphql-yoga';
import { ZodError } from 'zod';
import type { RequestContext } from './context';
import { schema } from './schema';

export function createGraphQLHandler() {
  return createYoga<RequestContext>({
    schema,
    graphqlEndpoint: '/graphql',
    maskedErrors: {
      // Bad input that a use case's zod schema refused reaches the client as spec §8's "validation"
      // error with per-field messages; anything else unexpected as "Unexpected error.", logged here.
      maskError(error, message, isDev) {
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (original instanceof ZodError) {
          const fields = Object.fromEntries(original.issues.map((issue) => [issue.path.join('.') || 'input', issue.message]));
          return new GraphQLError('validation', { extensions: { code: 'BAD_USER_INPUT', validation: fields } });
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
        if (!isRefusedInput(args[0])) console.error(...args);
      },
    },
  });
}

// Yoga logs a resolver's error as the GraphQLError that wraps it: look inside for the ZodError.
function isRefusedInput(error: unknown): boolean {
  return error instanceof ZodError || (error instanceof GraphQLError && error.originalError instanceof ZodError);
}
