/**
 * npm run seed -- --services N
 *
 * Adds N demo services (default 1500) to the configured database: PostgreSQL when DATABASE_URL is
 * set, otherwise the embedded database under DATA_DIR (default ./data). An empty database first gets
 * the reference data and the demo accounts. Pictures are written to DATA_DIR/images/demo.
 */
import { parseArgs } from 'node:util';
import { seedDemoCatalog } from '../demo';
import { createThreadedImageWriter } from '../demo/image-thread';
import { loadConfigAndDatabase } from '../server/connect-database';
import { createFileStorage } from '../server/integrations/storage/create-file-storage';

const usage = 'usage: npm run seed -- [--services N]   (N: whole number of services to add, default 1500)';

const log = (line: string) => console.log(`[seed] ${line}`);

function fail(line: string): never {
  console.error(`[seed] ${line}`);
  process.exit(1);
}

function readServiceCount(): number {
  let values: { services: string; help?: boolean };
  try {
    ({ values } = parseArgs({ options: { services: { type: 'string', default: '1500' }, help: { type: 'boolean', short: 'h' } } }));
  } catch (error) {
    return fail(`${(error as Error).message.replace(/\s*\n\s*/g, ' ')}; ${usage}`);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  if (!/^\d+$/.test(values.services) || !Number.isSafeInteger(Number(values.services))) {
    return fail(`--services must be a whole number, not "${values.services}"; ${usage}`);
  }
  return Number(values.services);
}

async function main() {
  const count = readServiceCount();
  const started = Date.now();
  const { config, database } = await loadConfigAndDatabase(fail);
  log(`Database: ${database.kind === 'pglite' ? config.pgliteDir : 'PostgreSQL (DATABASE_URL)'}; images: ${config.imagesDir}`);
  try {
    await database.migrate();
    log(`Adding ${count.toLocaleString('en-AU')} demo services…`);
    const imageWriter = createThreadedImageWriter(config.imagesDir);
    // The demo vendors' documents go where the server keeps private files (DATA_DIR/private or S3_BUCKET).
    const privateFiles = createFileStorage({ s3: config.s3, dir: config.privateFilesDir });
    const result = await seedDemoCatalog(database.db, { services: count, imagesDir: config.imagesDir, privateFiles, imageWriter, log });
    const n = (value: number) => value.toLocaleString('en-AU');
    log(
      `Services: ${n(result.services)} (owned by ${n(result.vendors)} new vendors), ${n(result.meta)} meta values, ${n(result.media)} photos ` +
        `(${n(result.images)} SVG files), ${n(result.unavailableDates)} unavailable dates`,
    );
    log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
