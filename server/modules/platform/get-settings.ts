import type { Database } from '../../../db/client';
import { settings as settingsTable } from '../../../db/schema/platform';
import { readSettingsRows } from '../../kernel';
import { envNameOf, settingDefinitions, settingKeys, type SettingKey, type Settings } from '../../kernel';

const envNames = settingKeys.map((key) => [key, envNameOf(key)] as const);
// Every request reads the settings: the same stored rows (kept a second) and overrides give the same answer, worked out once.
const resolved = new WeakMap<object, Map<string, Settings>>();

/** Defaults, then stored values, then environment overrides; invalid stored values fall back. */
export async function getSettings(db: Database, env: NodeJS.ProcessEnv = process.env): Promise<Settings> {
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

function resolveSettings(rows: { key: string; value: unknown }[], env: NodeJS.ProcessEnv): Settings {
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
export function envOverrideOf(key: SettingKey, env: NodeJS.ProcessEnv = process.env): unknown {
  return readingsOfEnvValue(env[envNameOf(key)]).find((value) => settingDefinitions[key].schema.safeParse(value).success);
}

export function publicSettings(settings: Settings): Partial<Settings> {
  return Object.fromEntries(
    settingKeys.filter((key) => settingDefinitions[key].isPublic).map((key) => [key, settings[key]]),
  ) as Partial<Settings>;
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
