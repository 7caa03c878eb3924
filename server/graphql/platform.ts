import { builder } from './builder';
import { localization } from '../kernel';
import { getPublicSettings, updateSetting } from '../modules/platform';
import { useCaseResolver } from './use-case-resolver';

builder.queryField('settings', (t) =>
  t.field({
    type: 'JSON',
    description: 'Public site settings by key (app.name, app.maintenance, …)',
    resolve: (_root, _args, context) => getPublicSettings(context),
  }),
);

builder.queryField('localization', (t) =>
  t.field({
    type: 'JSON',
    description: 'Interface texts by key, for the locale en-AU',
    resolve: () => localization,
  }),
);

builder.mutationField('updateSetting', (t) =>
  t.field({
    type: 'JSON',
    description: 'Changes one setting (administrators only): in effect within a second on every server instance. The value saved',
    args: { key: t.arg.string({ required: true }), value: t.arg({ type: 'JSON', required: true }) },
    resolve: async (root, args, ctx) => (await useCaseResolver(updateSetting)(root, args, ctx)).value,
  }),
);
