/** The scripts and stylesheets a built page's HTML makes the browser download (bench:weight, bench:guest-list). */
export function pageAssets(html: string): { scripts: Set<string>; styles: string[] } {
  const scripts = new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g), ...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1]));
  // Built pages list their script files on the held route-module script (app/lib/deferred-scripts.server.ts).
  for (const match of html.matchAll(/ data-preload="([^"]*)"/g)) for (const path of match[1].split(' ').filter(Boolean)) scripts.add(path);
  // The inline module script imports the entry and the route modules; their static imports are preloaded above.
  for (const match of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?"(\/assets\/[^"]+\.js)"/g)) scripts.add(match[1]);
  // A disabled link stands beside each inlined stylesheet (app/lib/stylesheets.tsx) and is never fetched.
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet" href="([^"]+)"[^>]*>/g)].filter((m) => !/\sdisabled/.test(m[0])).map((m) => m[1]);
  return { scripts, styles };
}
