/** A page as the cache keeps it: the body with its CSP nonce replaced by `noncePlaceholder`. */
export type StoredPage = {
  status: number;
  headers: [string, string][];
  body: string;
  /** Weak validator of the stored body (the nonce differs per answer, the page does not). */
  etag: string;
  tags: string[];
  /** When it was rendered (ms since the epoch): its age, for the Age header. */
  storedAt: number;
  /** The listing whose page view a cached answer still counts (the vendor's dashboard). */
  viewedService?: number;
};

/** What a page being rendered for the cache records: the tags of what it shows. */
export type PageRecord = { tags: Set<string>; viewedService?: number };

/**
 * The port every use case purges through (`ctx.pages.purge`): drops every cached page carrying any
 * of `tags`. The page store implements it; so can a CDN adapter (Fastly surrogate keys, Cloudflare
 * cache tags), and `combinePurgers` sends one purge to all of them.
 */
export type PagePurger = { purge(tags: string[]): Promise<void> };

export type PageStore = PagePurger & {
  get(key: string): Promise<StoredPage | null>;
  /**
   * Keeps `page` under `key` for `ttlMs`, unless one of its tags was purged after `renderedSince`:
   * a render that read the data before a write committed must not outlive that write's purge.
   */
  set(key: string, page: StoredPage, ttlMs: number, renderedSince: number): Promise<void>;
  close(): Promise<void>;
};

/** Stands in for the response's CSP nonce in a stored body; each answer gets its own nonce back. */
export const noncePlaceholder = '\u0000nonce\u0000';

/** How long a purge is remembered: longer than any render takes. */
export const purgeMemoryMs = 120_000;

export function combinePurgers(...purgers: PagePurger[]): PagePurger {
  return { purge: async (tags) => void (await Promise.all(purgers.map((purger) => purger.purge(tags)))) };
}

/** Bytes a page costs in memory, roughly: its text (UTF-16) and the answer's UTF-8 bytes kept beside it. */
export const pageSize = (page: StoredPage) => 3 * page.body.length + 2 * (page.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0) + page.tags.join().length);
