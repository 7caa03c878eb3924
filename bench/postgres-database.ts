import pg from 'pg';

/**
 * Whether the PostgreSQL server of `url` answers (false for "none", the benches' way to skip it);
 * the database it names is created when missing.
 */
export async function postgresReachable(url: string): Promise<boolean> {
  if (url === 'none') return false;
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  try {
    await admin.connect();
  } catch {
    return false;
  }
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name.replace(/"/g, '""')}"`);
    return true;
  } finally {
    await admin.end();
  }
}

/** Drops the database `url` names (the benches' own, never the server's default database). */
export async function dropPostgresDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name.replace(/"/g, '""')}" with (force)`);
  } finally {
    await admin.end();
  }
}
