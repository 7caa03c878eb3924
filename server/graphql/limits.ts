import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { GraphQLError, Lexer, Source, TokenKind } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * How much one GraphQL document may ask (issue 29), checked before anything runs: tokens before it
 * is parsed, counted by graphql-js's lexer (so a document 2,000 levels deep is refused at its
 * 1,001st token and never reaches the parser, whose recursion overflowed the stack); aliases, depth,
 * directives and cost while it is validated, by GraphQL Armor's rules. (Armor's token plugin is not
 * used: it parses with the CommonJS copy of graphql, whose syntax errors Yoga does not recognise as
 * GraphQL errors, so any typo became a 500.)
 *
 * Set from the heaviest queries spec §7's pages could send (server/graphql/page-queries.ts, every
 * field of every page's types; `npm run bench:graphql-limits` prints them): at most depth 4 (home,
 * places, messages), cost 593 (home: categories with attributes and plans, the featured cards, ten
 * posts), 197 tokens (the service page), no aliases, no directives. Each limit leaves that at
 * least twice over; tokens five times (a hand-written query with fragments is longer than ours).
 * Introspection is not counted for depth and cost (tools ask for the schema that way).
 */
export const graphqlLimits = {
  maxAliases: 15,
  maxDepth: 8,
  maxCost: 1_500,
  maxTokens: 1_000,
  maxDirectives: 10,
} as const;

/** The code of every limit's refusal (HTTP 400): the query asks for too much, not the server failed. */
export const queryTooLargeCode = 'QUERY_TOO_LARGE';

const tooLarge = (detail: string) => new GraphQLError(`This query asks for too much: ${detail}`, { extensions: { code: queryTooLargeCode, http: { status: 400 } } });

// Armor's message, without its "Syntax Error: " prefix: "Aliases limit of 15 exceeded, found 1000."
const refuse = (_context: unknown, error: { message: string }) => {
  throw tooLarge(error.message.replace(/^Syntax Error: /, ''));
};

/**
 * Counts a document's tokens with graphql-js's lexer (a loop, no recursion) before it is parsed; a
 * document past `maxTokens` is refused like the other limits. Before parsing rather than as the
 * parser's own `maxTokens`: Yoga answers a parse error 200 to a client that accepts
 * application/json, and a refusal must be a 4xx whatever the client accepts.
 */
function tokenLimit(maxTokens: number): Plugin {
  return {
    onParams({ params }) {
      if (typeof params.query !== 'string') return;
      const lexer = new Lexer(new Source(params.query));
      let tokens = 0;
      try {
        while (lexer.advance().kind !== TokenKind.EOF) if (++tokens > maxTokens) throw tooLarge(`Token limit of ${maxTokens} exceeded.`);
      } catch (error) {
        // A syntax error is the parser's to report, with its position.
        if (error instanceof GraphQLError && error.extensions.code === queryTooLargeCode) throw error;
      }
    },
  };
}

/** The Envelop plugins for Yoga that hold every document to `limits`, refusing with `queryTooLargeCode`. */
export function graphqlLimitPlugins(limits: typeof graphqlLimits = graphqlLimits): Plugin[] {
  const onReject = [refuse];
  return [
    tokenLimit(limits.maxTokens),
    maxAliasesPlugin({ n: limits.maxAliases, onReject }),
    maxDepthPlugin({ n: limits.maxDepth, onReject }),
    maxDirectivesPlugin({ n: limits.maxDirectives, onReject }),
    costLimitPlugin({ maxCost: limits.maxCost, onReject }),
  ];
}
