import { createYoga } from 'graphql-yoga';
import type { RequestContext } from './context';
import { schema } from './schema';

export function createGraphQLHandler() {
  return createYoga<RequestContext>({
    schema,
    graphqlEndpoint: '/graphql',
    // Unexpected errors reach clients as "Unexpected error." and are logged here, never their stack.
    maskedErrors: true,
    landingPage: false,
  });
}
