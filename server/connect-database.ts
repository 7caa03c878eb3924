import { openDatabase, type DatabaseHandle } from '../db/client';
import { ConfigError, loadConfig, type Config } from './config';

/**
 * Opens the database the configuration names: PostgreSQL from DATABASE_URL, else the embedded one
 * under DATA_DIR. A PostgreSQL server that cannot be reached is a configuration problem: ConfigError
 * with one readable line, password hidden.
 */
export async function connectDatabase(config: Config): Promise<DatabaseHandle> {
  const logQueries = config.logSql;
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
