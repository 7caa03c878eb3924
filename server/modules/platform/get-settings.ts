import { z } from 'zod';
import { settings as settingsTable } from '../../../db/schema/platform';
import type { RequestContext } from '../../context';
import { parseInput, readSettingsRows } from '../../kernel';
import { envNameOf, settingDefinitions, settingKeys, type SettingKey, type Settings } from '../../kernel';
import { requireServer } from './policy';

const envNames = settingKeys.map((key) => [key, envNameOf(key)] as const);

// Only the settings' own variables are read; one too long for any setting is ignored like any invalid override.
const overrideValue = z.string().max(10_000).optional().catch(undefined);
export const getSettingsInput = z.object({
  /** The environment whose variables override the stored settings (APP_NAME, …); the process's own when absent. */
  env: z.object(Object.fromEntries(envNames.map(([, name]) => [name, overrideValue]))).optional(),
});

// Every request reads the settings: the same stored rows (kept a second) and overrides give the same answer, worked out once.
const resolved = new WeakMap<object, Map<string, Settings>>();

/**
 * Defaults, then stored values, then environment overrides; invalid stored values fall back. Every
 * setting, secrets too: the server's own read (the HTTP edge builds each request's context with
 * it, the job runner each run's), refused to anyone signed in. People see listSettings (masked,
 * administrators) and getPublicSettings.
 */
export async function getSettings(ctx: RequestContext, input: unknown): Promise<Settings> {
  const { env = process.env } = parseInput(getSettingsInput, input);
  requireServer(ctx.viewer);
  const { db } = ctx;
  const rows = await readSettingsRows(db, () => db.select().from(settingsTable));
  const overrides = envNames.map(([, name]) => env[name] ?? '').join('\u0000');
  let byOverrides = resolved.get(rows);
  if (!byOverrides) resolved.set(rows, (byOverrides = new Map()));
  const known = byOverrides.get(overrides);
  if (known) return known;
  const settings = resolveSettings(rows, env);
  byOverrides.set(overrides, settings);
  return settings;
}

function resolveSettings(rows: { key: string; value: unknown }[], env: Record<string, string | undefined>): Settings {
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const result: Record<string, unknown> = {};
  for (const key of settingKeys) {
    const definition = settingDefinitions[key];
    const candidates = [envOverrideOf(key, env), stored.get(key)];
    const valid = candidates.find((value) => value !== undefined && definition.schema.safeParse(value).success);
    result[key] = valid ?? definition.fallback;
  }
  return result as Settings;
}

/** The value an environment variable sets for a setting (it wins over the table), if it is set and valid. */
export function envOverrideOf(key: SettingKey, env: Record<string, string | undefined> = process.env): unknown {
  return readingsOfEnvValue(env[envNameOf(key)]).find((value) => settingDefinitions[key].schema.safeParse(value).success);
}

// Environment values are strings: "true", "4", "1" and JSON may each mean what they spell.
function readingsOfEnvValue(raw: string | undefined): unknown[] {
  if (raw === undefined || raw === '') return [];
  const readings: unknown[] = [];
  try {
    readings.push(JSON.parse(raw));
  } catch {
    // not JSON: only the plain string reading applies
  }
  readings.push(raw);
  if (raw === '1' || raw === '0') readings.push(raw === '1');
  return readings;
}

export type { SettingKey, Settings };
