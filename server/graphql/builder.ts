import SchemaBuilder from '@pothos/core';
import type { HttpRequestContext } from '../context';

/** The builder's settings, also those of the content service's own schema (with its own context). */
export type SchemaTypes<Context extends object> = {
  Context: Context;
  Scalars: {
    JSON: { Input: unknown; Output: unknown };
    File: { Input: Pick<Blob, 'size' | 'arrayBuffer'>; Output: never };
    Upload: { Input: Pick<Blob, 'size' | 'arrayBuffer'>; Output: never };
  };
  DefaultFieldNullability: false;
};

// Defines no types: each domain declares its own in server/modules/<domain>/graphql.ts.
export const builder = new SchemaBuilder<SchemaTypes<HttpRequestContext>>({ defaultFieldNullability: false });

builder.queryType({});
builder.mutationType({});

builder.scalarType('JSON', {
  description: 'Any JSON value',
  serialize: (value) => value,
  parseValue: (value) => value,
});
