/**
 * The path of the page a loader serves. Client navigations fetch `{path}.data` (React Router's
 * single fetch) with the same loaders, so the suffix is not part of the page's path.
 */
export function pagePath(request: Request): string {
  return new URL(request.url).pathname.replace(/\.data$/, '');
}
