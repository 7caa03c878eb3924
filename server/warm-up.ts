/**
 * What a fresh instance does before it says "ready" on /healthz: one request each for the home page,
 * the search page and /graphql, answered in process. They load the pages' server code (the first
 * render takes most of a second), fill the reference caches (settings, categories), run the search
 * index's first query and open the database's connections, so the first visitors a load balancer
 * sends are served as fast as the rest. The pages are asked for with HEAD: rendered, never stored
 * in the page cache (with PUBLIC_URL unset, a page holds the address it was asked at).
 */
const warmUpRequests: { method: 'HEAD' | 'POST'; path: string; body?: string }[] = [
  { method: 'HEAD', path: '/' },
  { method: 'HEAD', path: '/search' },
  { method: 'POST', path: '/graphql', body: JSON.stringify({ query: '{ categories { id } }' }) },
];

/** Between attempts when a warm-up request fails (the database not answering yet, say). */
const retryMs = 2_000;

/**
 * Sends the warm-up requests to `fetch` (the app's) at `origin`, again and again until all of them
 * answer without a server error: an instance that cannot serve its home page never says ready, and a
 * rolling restart waiting for it leaves the old instances serving. `log` hears each failure.
 */
export async function warmUp(fetch: (request: Request) => Response | Promise<Response>, origin: string, log: (line: string) => void): Promise<void> {
  for (;;) {
    const failure = await firstFailure(fetch, origin);
    if (!failure) return;
    log(`Warm-up: ${failure}; /healthz stays "starting", trying again in ${retryMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, retryMs));
  }
}

async function firstFailure(fetch: (request: Request) => Response | Promise<Response>, origin: string): Promise<string | null> {
  for (const { method, path, body } of warmUpRequests) {
    try {
      const response = await fetch(new Request(new URL(path, origin), { method, body, headers: body ? { 'Content-Type': 'application/json', Origin: origin } : {} }));
      await response.arrayBuffer();
      if (response.status >= 500) return `${method} ${path} answered ${response.status}`;
    } catch (error) {
      return `${method} ${path} failed: ${(error as Error).message}`;
    }
  }
  return null;
}
