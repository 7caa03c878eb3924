import type { RequestContext } from '../../context';
import { requireAdministrator } from '../../kernel';
import { envOverrideOf } from './get-settings';
import { envNameOf, settingDefinitions, settingKeys, shownSettingValue, type SettingForm, type SettingKey } from '../../kernel';

export type SettingRow = {
  key: SettingKey;
  label: string;
  form: SettingForm;
  /** The value in effect (the override's when one is set); a secret's masked (maskSecret). */
  value: unknown;
  fallback: unknown;
  /** The variable that overrides it; `overridden` when it is set (the row is then read-only here). */
  envName: string;
  overridden: boolean;
  isPublic: boolean;
};

/** Every setting with its type, value, default and environment override, for administrators. */
export function listSettings(ctx: RequestContext): SettingRow[] {
  requireAdministrator(ctx.viewer);
  return settingKeys.map((key) => {
    const definition = settingDefinitions[key];
    return {
      key,
      label: definition.label,
      form: definition.form,
      value: shownSettingValue(key, ctx.settings[key]),
      fallback: definition.fallback,
      envName: envNameOf(key),
      overridden: envOverrideOf(key) !== undefined,
      isPublic: definition.isPublic,
    };
  });
}
