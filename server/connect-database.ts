import { openDatabase, type DatabaseHandle } from '../db/client';
import { ConfigError, loadConfig, type Config } from './config';
import { log } from './observability/log';

// LOG_SQL: each statement as a log line. Its text only: the parameters hold people's e-mails and names.
const sqlLog = { logQuery: (sql: string, params: unknown[]) => log.info({ sql, params: params.length }, 'sql') };

/**
 * Opens the database the configuration names: PostgreSQL from DATABASE_URL, else the embedded one
 * under DATA_DIR. A PostgreSQL server that cannot be reached is a configuration problem: ConfigError
 * with one readable line, password hidden.
 */
export async function connectDatabase(config: Config): Promise<DatabaseHandle> {
  const logQueries = config.logSql && sqlLog;
  if (!config.databaseUrl) return openDatabase({ dataDir: config.pgliteDir, logQueries });
  try {
    return await openDatabase({ databaseUrl: config.databaseUrl, logQueries });
  } catch (error) {
    const url = new URL(config.databaseUrl);
    url.password = url.password ? '***' : '';
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new ConfigError(`DATABASE_URL: cannot connect to ${url.toString()} (${reason})`);
  }
}

/**
 * The configuration and its database, for the server and the seed CLI. A problem a person must fix
 * (a bad variable, an unreachable server) goes to `fail` as one line, never as a stack trace.
 */
export async function loadConfigAndDatabase(fail: (line: string) => never): Promise<{ config: Config; database: DatabaseHandle }> {
  try {
    const config = loadConfig();
    return { config, database: await connectDatabase(config) };
  } catch (error) {
    if (error instanceof ConfigError) return fail(`Configuration error: ${error.message}`);
    throw error;
  }
}
