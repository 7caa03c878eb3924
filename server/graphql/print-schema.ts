import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from './schema';

/** The SDL committed as schema.graphql. */
export function printedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
