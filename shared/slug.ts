/** Lower case ASCII: 'Manawatū' → 'manawatu'. The common first step of slugs and search names. */
export function foldToAscii(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** URL slug: 'Hawke's Bay' → 'hawkes-bay', 'Manawatū-Whanganui' → 'manawatu-whanganui', 'Sugar & Sage' → 'sugar-sage'. */
export function slugify(text: string): string {
  return foldToAscii(text)
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
