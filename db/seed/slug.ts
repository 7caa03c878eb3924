/** URL slug: 'Hawke's Bay' → 'hawkes-bay', 'Manawatū-Whanganui' → 'manawatu-whanganui', 'Sugar & Sage' → 'sugar-sage'. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
