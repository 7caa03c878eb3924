import { createCdnPurgeQueue, type CdnPurgeQueueOptions, type CdnPurger } from './cdn-purge-queue';

/** CLOUDFLARE_ZONE_ID and CLOUDFLARE_API_TOKEN (a token with Zone > Cache Purge on that zone). */
export type CloudflareSettings = { zoneId: string; apiToken: string; apiUrl?: string };

export const cloudflareApiUrl = 'https://api.cloudflare.com/client/v4';

/**
 * Tags one purge_cache call takes: Cloudflare's purge limits page (checked 2026-11-28) gives 100
 * "operations per request" for tags, hosts and prefixes on every plan (it was 30 tags once).
 */
export const cloudflareTagsPerCall = 100;

type CloudflareAnswer = { success?: boolean; errors?: { code?: number; message?: string }[] };

/** Purges pages by Cache-Tag: POST /zones/{zone}/purge_cache with {"tags": [...]}, the token as a bearer. */
export function createCloudflarePurger(settings: CloudflareSettings, queue: Partial<CdnPurgeQueueOptions> = {}): CdnPurger {
  const url = `${(settings.apiUrl ?? cloudflareApiUrl).replace(/\/$/, '')}/zones/${encodeURIComponent(settings.zoneId)}/purge_cache`;
  return createCdnPurgeQueue({
    provider: 'Cloudflare',
    maxTagsPerCall: cloudflareTagsPerCall,
    send: (tags, signal) =>
      fetch(url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${settings.apiToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ tags }),
        signal,
      }),
    // Cloudflare's envelope: a 200 whose success is false did not purge.
    refusal: (body) => {
      const answer = body as CloudflareAnswer | undefined;
      if (answer?.success === true) return undefined;
      return `success: false ${(answer?.errors ?? []).map((error) => `${error.code} ${error.message}`).join('; ')}`.trim();
    },
    ...queue,
  });
}
