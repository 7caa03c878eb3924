/**
 * npm run bench:graphql-limits — issue 29's GraphQL limits on the built server (PGlite, the demo
 * catalog of SEED_SERVICES, default 300):
 *  1. what each page's heaviest query (server/graphql/page-queries.ts) counts against the limits;
 *  2. a 1,000-alias request of getNearByServicesByCategory (60 kB; 5.4 s of server time before the
 *     limits) and a document nested 2,000 levels deep (a 500 before): refused, and how fast;
 *  3. the pages' queries alone, then while three clients send the 1,000-alias request without pause
 *     (before the limits, three at once took a trivial query from 27 ms to 9.8 s);
 *  4. the validation rules' own cost on the heaviest page query, in process.
 * Goal: the refusal under 50 ms, the pages' queries unaffected. The per-address limit on visitors is
 * off for the run (GRAPHQL_ANONYMOUS_PER_MINUTE=0): it would refuse the attack by itself.
 */
import { performance } from 'node:perf_hooks';
import { Lexer, parse, Source, specifiedRules, TokenKind, validate } from 'graphql';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { graphqlLimits } from '../server/graphql/limits';
import { pageQueries } from '../server/graphql/page-queries';
import { schema } from '../server/graphql/schema';
import { startServer } from '../tests/setup/server-process';

const runs = Number(process.env.BENCH_RUNS ?? 30);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))];
const ms = (value: number) => `${value.toFixed(1)} ms`;

const queries = pageQueries(schema);
const measured = (query: string) => {
  const found: Record<string, number> = {};
  validate(schema, parse(query), [
    maxAliasesRule({ n: Infinity, onAccept: [(_context, { n }) => (found.aliases = n)] }),
    maxDepthRule({ n: Infinity, onAccept: [(_context, { n }) => (found.depth = n)] }),
    maxDirectivesRule({ n: Infinity, onAccept: [(_context, { n }) => (found.directives = n)] }),
    costLimitRule({ maxCost: Infinity, onAccept: [(_context, { n }) => (found.cost = n)] }),
  ]);
  return found;
};
const tokensOf = (query: string) => {
  const lexer = new Lexer(new Source(query));
  let tokens = 0;
  while (lexer.advance().kind !== TokenKind.EOF) tokens += 1;
  return tokens;
};

console.log(`\n1. What the pages' heaviest queries count (limits: ${JSON.stringify(graphqlLimits)})`);
console.log('| page | aliases | depth | directives | cost | tokens |');
console.log('|---|---|---|---|---|---|');
for (const [page, query] of Object.entries(queries)) {
  const found = measured(query);
  console.log(`| ${page} | ${found.aliases} | ${found.depth} | ${found.directives} | ${Math.round(found.cost)} | ${tokensOf(query)} |`);
}

const aliases = `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: getNearByServicesByCategory(category: "venue", service_id: ${i + 1}) { id name path }`).join(' ')} }`;
const deep = `{ ${'a { '.repeat(2000)}b${' }'.repeat(2000)} }`;

const server = await startServer({ NODE_ENV: 'production', SEED_SERVICES: process.env.SEED_SERVICES ?? '300', GRAPHQL_ANONYMOUS_PER_MINUTE: '0' });
try {
  const post = async (query: string, variables: Record<string, unknown> = {}) => {
    const started = performance.now();
    const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query, variables }) });
    const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    return { status: response.status, code: body.errors?.[0]?.extensions?.code, ms: performance.now() - started };
  };
  const variables = { id: 1, user: 1, category: 'venue', limit: 8 };
  const pages = ['featuredTab', 'home', 'service'] as const;
  for (const page of pages) for (let i = 0; i < 5; i++) await post(queries[page], variables);

  console.log(`\n2. Refusals (${runs} runs each, Node ${process.version})`);
  console.log('| request | bytes | answer | median | p95 | slowest |');
  console.log('|---|---|---|---|---|---|');
  for (const [name, query] of [['1,000 aliases of getNearByServicesByCategory', aliases], ['nested 2,000 levels deep', deep]] as const) {
    const times: number[] = [];
    let answer = '';
    for (let i = 0; i < runs; i++) {
      const result = await post(query);
      times.push(result.ms);
      answer = `${result.status} ${result.code}`;
    }
    console.log(`| ${name} | ${JSON.stringify({ query }).length} | ${answer} | ${ms(median(times))} | ${ms(p95(times))} | ${ms(Math.max(...times))} |`);
  }

  const timePages = async () => {
    const rows: Record<string, number[]> = {};
    for (let i = 0; i < runs; i++) {
      for (const page of pages) (rows[page] ??= []).push((await post(queries[page], variables)).ms);
      (rows.trivial ??= []).push((await post('{ viewer { id } }')).ms);
    }
    return rows;
  };
  const alone = await timePages();
  let attacking = true;
  let attacks = 0;
  const attackers = Array.from({ length: 3 }, async () => {
    while (attacking) {
      await post(aliases);
      attacks += 1;
    }
  });
  const underAttack = await timePages();
  attacking = false;
  await Promise.all(attackers);
  console.log(`\n3. The pages' queries alone and while 3 clients send the 1,000-alias request without pause (${attacks} refused meanwhile)`);
  console.log('| query | alone, median | alone, p95 | under attack, median | under attack, p95 |');
  console.log('|---|---|---|---|---|');
  for (const name of [...pages, 'trivial']) {
    console.log(`| ${name} | ${ms(median(alone[name]))} | ${ms(p95(alone[name]))} | ${ms(median(underAttack[name]))} | ${ms(p95(underAttack[name]))} |`);
  }
} finally {
  await server.stop();
}

// 4. The rules' own cost: validating the heaviest page query with graphql's rules, then with Armor's too.
const home = parse(queries.home);
const armor = [
  maxAliasesRule({ n: graphqlLimits.maxAliases }),
  maxDepthRule({ n: graphqlLimits.maxDepth }),
  maxDirectivesRule({ n: graphqlLimits.maxDirectives }),
  costLimitRule({ maxCost: graphqlLimits.maxCost }),
];
const timeValidation = (rules: typeof specifiedRules) => {
  const times: number[] = [];
  for (let i = 0; i < 500; i++) {
    const started = performance.now();
    validate(schema, home, rules);
    times.push(performance.now() - started);
  }
  return median(times.slice(100));
};
const plain = timeValidation(specifiedRules);
const withArmor = timeValidation([...specifiedRules, ...armor]);
console.log(`\n4. Validating the home query in process (median of 400): graphql's rules ${ms(plain)}, with the limits ${ms(withArmor)} (+${((withArmor - plain) * 1000).toFixed(0)} µs; Yoga caches a document's validation)`);
