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

/**
 * Sends the warm-up requests to `fetch` (the app's) at `origin`, one after the other. An answer
 * that is a server error is told to `log` and does not hold the instance back: a page's bug must
 * not keep a whole site from starting, and /healthz itself fails while the database does not answer.
 */
export async function warmUp(fetch: (request: Request) => Response | Promise<Response>, origin: string, log: (line: string) => void): Promise<void> {
  for (const { method, path, body } of warmUpRequests) {
    const response = await fetch(new Request(new URL(path, origin), { method, body, headers: body ? { 'Content-Type': 'application/json', Origin: origin } : {} }));
    await response.arrayBuffer();
    if (response.status >= 500) log(`Warm-up: ${method} ${path} answered ${response.status}`);
  }
}
