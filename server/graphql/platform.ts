import { builder } from './builder';
import { localization, publicSettings } from '../modules/platform';

builder.queryField('settings', (t) =>
  t.field({
    type: 'JSON',
    description: 'Public site settings by key (app.name, app.maintenance, …)',
    resolve: (_root, _args, context) => publicSettings(context.settings),
  }),
);

builder.queryField('localization', (t) =>
  t.field({
    type: 'JSON',
    description: 'Interface texts by key, for the locale en-AU',
    resolve: () => localization,
  }),
);
