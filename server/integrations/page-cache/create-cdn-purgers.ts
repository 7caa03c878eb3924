import type { CdnPurger } from './cdn-purge-queue';
import { createCloudflarePurger, type CloudflareSettings } from './cloudflare-purger';
import { createFastlyPurger, type FastlySettings } from './fastly-purger';

/** The CDNs whose variables are set (both during a move from one to the other). */
export type CdnSettings = { cloudflare?: CloudflareSettings; fastly?: FastlySettings };

export function createCdnPurgers(settings: CdnSettings): CdnPurger[] {
  return [settings.cloudflare && createCloudflarePurger(settings.cloudflare), settings.fastly && createFastlyPurger(settings.fastly)].filter((purger) => !!purger);
}
