import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../db/paths';
import { printedSchema } from '../server/graphql/print-schema';

writeFileSync(join(projectRoot, 'schema.graphql'), printedSchema());
console.log('schema.graphql written');
