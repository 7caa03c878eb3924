import { builder } from '../../graphql/builder';
import { localization } from './localization';
import { publicSettings } from './get-settings';

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
