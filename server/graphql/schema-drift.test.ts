import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { projectRoot } from '../../db/paths';
import { printedSchema } from './print-schema';

it('schema.graphql matches the schema the code builds (run npm run schema:print after changing it)', () => {
  const committed = readFileSync(join(projectRoot, 'schema.graphql'), 'utf8');
  expect(committed).toBe(printedSchema());
});
