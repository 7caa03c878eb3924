import { readFileSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';

/**
 * Reads the client build's stylesheets (/assets/*.css) once each, for inlining into the first page
 * a visitor loads. Anything else, or a file that is missing, is left to a link.
 */
export function clientStylesheetReader(clientDir: string): (href: string) => string | undefined {
  const texts = new Map<string, string | undefined>();
  return (href) => {
    if (texts.has(href)) return texts.get(href);
    // Vite marks some shared stylesheets with a trailing '#'.
    const path = href.replace(/#$/, '');
    const file = normalize(join(clientDir, path));
    let text: string | undefined;
    if (/^\/assets\/[\w.-]+\.css$/.test(path) && file.startsWith(clientDir + sep)) {
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        text = undefined;
      }
    }
    texts.set(href, text);
    return text;
  };
}
