import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * Fast multi-row inserts for the seed. Each statement sends one array per column and expands them
 * with unnest(): a few parameters per statement instead of one per value, which is about three times
 * faster on PGlite than a VALUES list and stays far below PostgreSQL's 65,535-parameter limit.
 * Works the same on PGlite and PostgreSQL.
 */

const rowsPerStatement = 10_000;

export async function insertRows<T extends PgTable>(db: Database, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  // Every row carries the same keys (the seed builds them that way); columns left out take their defaults.
  const keys = Object.keys(rows[0]).filter((key) => key in columns);
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const chunk = rows.slice(start, start + rowsPerStatement) as Record<string, unknown>[];
    const names = keys.map((key) => sql.identifier(columns[key].name));
    const arrays = keys.map((key) => {
      const column = columns[key];
      const type = arrayElementType(column.getSQLType());
      const values = chunk.map((row) => encode(row[key], type));
      return sql`${sql.param(values)}::${sql.raw(type)}[]`;
    });
    await db.execute(sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)})`);
  }
}

/**
 * Takes `count` ids from a table's serial sequence, so rows can be inserted with known ids and their
 * children built without relying on the order of RETURNING rows.
 */
export async function reserveIds(db: Database, table: PgTable, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await db
    .select({ id: sql<number>`nextval(pg_get_serial_sequence(${getTableName(table)}, 'id'))::int` })
    .from(sql`generate_series(1, ${count})`);
  return rows.map((row) => row.id);
}

// A serial column takes integers; every other SQL type casts to an array of itself.
function arrayElementType(sqlType: string): string {
  return sqlType === 'serial' ? 'integer' : sqlType;
}

function encode(value: unknown, type: string): unknown {
  if (value === undefined || value === null) return null;
  if (type === 'jsonb' || type === 'json') return JSON.stringify(value);
  if (value instanceof Date) return value.toISOString();
  return value;
}
