/** Creates or drops the per-run PostgreSQL database CI's integration tests use. */
import pg from 'pg';

const [action, name] = process.argv.slice(2);
if (!['create', 'drop'].includes(action) || !/^[a-z0-9_]+$/.test(name ?? '')) {
  console.error('usage: tsx scripts/ci-database.ts create|drop <name>');
  process.exit(1);
}
const client = new pg.Client({ connectionString: process.env.CI_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
try {
  await client.connect();
  await client.query(action === 'create' ? `CREATE DATABASE ${name}` : `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
} catch (error) {
  console.error(`PostgreSQL: could not ${action} database ${name}: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await client.end().catch(() => undefined);
}
