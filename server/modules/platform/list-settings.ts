import type { RequestContext } from '../../context';
import { notAllowed, signInRequired } from './errors';
import { envOverrideOf } from './get-settings';
import { envNameOf, settingDefinitions, settingKeys, shownSettingValue, type SettingForm, type SettingKey } from './settings';

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

/**
 * The platform sits below accounts (which imports it), so it checks the administrator role from
 * the viewer itself: the same rule as accounts' requireRole.
 */
export function requireAdministrator(ctx: Pick<RequestContext, 'viewer'>) {
  if (!ctx.viewer) throw signInRequired();
  if (!ctx.viewer.roles.includes('administrator')) throw notAllowed();
  return ctx.viewer;
}

/** Every setting with its type, value, default and environment override, for administrators. */
export function listSettings(ctx: RequestContext): SettingRow[] {
  requireAdministrator(ctx);
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
