import SchemaBuilder from '@pothos/core';
import type { RequestContext } from './context';

// Defines no types: each domain declares its own in server/modules/<domain>/graphql.ts.
export const builder = new SchemaBuilder<{
  Context: RequestContext;
  Scalars: { JSON: { Input: unknown; Output: unknown } };
  DefaultFieldNullability: false;
}>({ defaultFieldNullability: false });

builder.queryType({});
builder.mutationType({});

builder.scalarType('JSON', {
  description: 'Any JSON value',
  serialize: (value) => value,
  parseValue: (value) => value,
});
