import type { BodyForm, PageBody } from './page-body';

/** A page as the cache keeps it: its body without the CSP nonce, which each answer gets its own of. */
export type StoredPage = {
  status: number;
  headers: [string, string][];
  body: PageBody;
  /** Weak validator of the stored body (the nonce differs per answer, the page does not). */
  etag: string;
  tags: string[];
  /** When it was rendered (ms since the epoch): its age, for the Age header. */
  storedAt: number;
  /** The listing whose page view a cached answer still counts (the vendor's dashboard). */
  viewedService?: number;
  /** Its content follows the visitor's country guess: a shared cache keeps one copy per country. */
  variesByCountry?: boolean;
};

/** What a page being rendered for the cache records: the tags of what it shows, and whether it read the visitor's country. */
export type PageRecord = { tags: Set<string>; viewedService?: number; variesByCountry?: boolean };

/**
 * The port every use case purges through (`ctx.pages.purge`): drops every cached page carrying any
 * of `tags`. The page store implements it; so can a CDN adapter (Fastly surrogate keys, Cloudflare
 * cache tags), and `combinePurgers` sends one purge to all of them.
 */
export type PagePurger = { purge(tags: string[]): Promise<void> };

export type PageStore = PagePurger & {
  /** The page under `key`, its body in `form` at least (a store may leave the other out). */
  get(key: string, form: BodyForm): Promise<StoredPage | null>;
  /**
   * Keeps `page` under `key` for `ttlMs`, unless one of its tags was purged after `renderedSince`:
   * a render that read the data before a write committed must not outlive that write's purge.
   * False when it was refused for that (the page may show what the write changed).
   */
  set(key: string, page: StoredPage, ttlMs: number, renderedSince: number): Promise<boolean>;
  close(): Promise<void>;
};

/** How long a purge is remembered: longer than any render takes. */
export const purgeMemoryMs = 120_000;

export function combinePurgers(...purgers: PagePurger[]): PagePurger {
  return { purge: async (tags) => void (await Promise.all(purgers.map((purger) => purger.purge(tags)))) };
}

const bytesOf = (chunks: Uint8Array[]) => chunks.reduce((sum, chunk) => sum + chunk.length, 0);

/** Bytes a page costs in the store, roughly: its body twice (as it is and compressed), headers and tags. */
export const pageSize = (page: StoredPage) =>
  bytesOf(page.body.parts) + bytesOf(page.body.deflated) + 2 * (page.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0) + page.tags.join().length);
