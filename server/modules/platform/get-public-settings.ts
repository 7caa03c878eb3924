import type { RequestContext } from '../../context';
import { settingDefinitions, settingKeys, type Settings } from '../../kernel';

/** The settings anyone may read (GraphQL's `settings`): this request's, without the private ones (secrets, bank details). */
export async function getPublicSettings(ctx: RequestContext): Promise<Partial<Settings>> {
  return Object.fromEntries(settingKeys.filter((key) => settingDefinitions[key].isPublic).map((key) => [key, ctx.settings[key]])) as Partial<Settings>;
}
