/** Pages that stay up in maintenance mode (spec §2): the blog, its articles and static pages. */
export function isAvailableDuringMaintenance(pathname: string): boolean {
  return /^\/(blog|pages)(\/|$)/.test(pathname);
}
