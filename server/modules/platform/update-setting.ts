import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { settings as settingsTable } from '../../../db/schema/platform';
import type { RequestContext } from '../../context';
import { recordAuditEvent } from '../audit/internal';
import { InvalidInputError, parseInput, RefusedError, purgePages, siteTag, forgetReferenceData, settingsCacheKey, requireAdministrator } from '../../kernel';
import { envOverrideOf } from './get-settings';
import { envNameOf, settingDefinitions, settingKeys, shownSettingValue, type SettingKey } from '../../kernel';

export const updateSettingInput = z.object({
  key: z.enum(settingKeys as [SettingKey, ...SettingKey[]], 'There is no such setting.'),
  /** The new value: its own type from GraphQL (JSON), or a form's text ('on', '4'). */
  value: z.unknown(),
});

/** A form sends text: a switch 'on'/'true'/'false' (absent when off), a number as digits. */
function fromForm(key: SettingKey, value: unknown): unknown {
  const { form } = settingDefinitions[key];
  if (form === 'switch' && (value === undefined || typeof value === 'string')) return value === 'on' || value === 'true';
  if (form === 'number' && typeof value === 'string' && /^\s*-?\d{1,6}\s*$/.test(value)) return Number(value);
  if (typeof value === 'string') return value.trim();
  return value;
}

const messages: Record<string, string> = {
  switch: 'Choose on or off.',
  number: 'Enter a whole number in range.',
  email: 'Enter a valid e-mail address.',
  url: 'Enter a full web address (https://…).',
};

/**
 * updateSetting(key, value): an administrator changes one setting. The value is checked against
 * the setting's type; a setting an environment variable sets is read-only here. This instance
 * forgets its cached settings at once and every other one within a second (the settings cache's
 * lifetime), and cached pages are purged. Audited with before and after (a secret masked, as in
 * the answer: it is never read back).
 */
export async function updateSetting(ctx: RequestContext, input: unknown): Promise<{ key: SettingKey; value: unknown }> {
  const parsed = parseInput(updateSettingInput, input);
  const key = parsed.key;
  const definition = settingDefinitions[key];
  const checked = definition.schema.safeParse(fromForm(key, parsed.value));
  if (!checked.success) throw new InvalidInputError({ value: [messages[definition.form] ?? 'This value does not fit the setting.'] });
  requireAdministrator(ctx.viewer);
  if (envOverrideOf(key) !== undefined) throw new RefusedError(`${envNameOf(key)} sets this setting: change the environment variable instead.`, 'CONFLICT');
  const value = checked.data;
  await ctx.db.transaction(async (db) => {
    const [stored] = await db.select({ value: settingsTable.value }).from(settingsTable).where(eq(settingsTable.key, key)).for('update');
    await db
      .insert(settingsTable)
      .values({ key, value, updatedAt: ctx.clock.now() })
      .onConflictDoUpdate({ target: settingsTable.key, set: { value: sql`excluded.value`, updatedAt: ctx.clock.now() } });
    await recordAuditEvent({ ...ctx, db }, { action: 'setting.update', entityType: 'setting', entityId: key, before: { value: shownSettingValue(key, stored ? stored.value : ctx.settings[key]) }, after: { value: shownSettingValue(key, value) } });
  });
  forgetReferenceData(ctx.db, settingsCacheKey);
  // Every cached page shows settings (the header's categories, the footer's links).
  await purgePages(ctx, [siteTag]);
  return { key, value: shownSettingValue(key, value) };
}
