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
  });
}
