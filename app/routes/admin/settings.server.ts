import { InvalidInputError } from '../../../server/kernel';
import { listSettings, updateSetting } from '../../../server/modules/platform';
import type { Route } from './+types/settings';
import { adminAction, adminContext, adminRead } from './admin.server';

export async function loadSettings(args: Route.LoaderArgs) {
  const app = adminContext(args);
  return { settings: await adminRead(async () => listSettings(app)) };
}

export function settingsAction(args: Route.ActionArgs) {
  return adminAction(args, {
    update: async (app, fields) => {
      const { key } = await updateSetting(app, fields);
      return key === 'app.maintenance' ? (app.settings['app.maintenance'] ? 'Maintenance mode is off.' : 'Maintenance mode is on: visitors see the maintenance page.') : 'Saved.';
    },
    // A secret's own form: an empty field would remove it, which its Remove button does on purpose.
    update_secret: async (app, fields) => {
      if (typeof fields.value !== 'string' || fields.value.trim() === '') throw new InvalidInputError({ value: ['Enter the new value, or remove it with its own button.'] });
      await updateSetting(app, fields);
      return 'Saved.';
    },
    // A refused secret is not written back into the page.
  }, { secretIntents: ['update_secret'] });
}
