import { createCdnPurgeQueue, type CdnPurgeQueueOptions, type CdnPurger } from './cdn-purge-queue';

/** FASTLY_SERVICE_ID and FASTLY_API_TOKEN (a token with the purge_select scope on that service). */
export type FastlySettings = { serviceId: string; apiToken: string; apiUrl?: string };

export const fastlyApiUrl = 'https://api.fastly.com';

/** Surrogate keys one batch purge takes (Fastly's API reference, "Purge multiple surrogate key tags"). */
export const fastlyKeysPerCall = 256;

/**
 * Purges pages by Surrogate-Key: POST /service/{id}/purge with {"surrogate_keys": [...]} (the JSON
 * form of the batch purge: no header length to mind), the token in Fastly-Key.
 */
export function createFastlyPurger(settings: FastlySettings, queue: Partial<CdnPurgeQueueOptions> = {}): CdnPurger {
  const url = `${(settings.apiUrl ?? fastlyApiUrl).replace(/\/$/, '')}/service/${encodeURIComponent(settings.serviceId)}/purge`;
  return createCdnPurgeQueue({
    provider: 'Fastly',
    maxTagsPerCall: fastlyKeysPerCall,
    send: (tags, signal) =>
      fetch(url, {
        method: 'POST',
        headers: { 'Fastly-Key': settings.apiToken, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ surrogate_keys: tags }),
        signal,
      }),
    ...queue,
  });
}
