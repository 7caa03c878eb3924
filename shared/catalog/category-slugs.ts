/** The category slugs of spec §2, fixed because page URLs are built from them. */
export const categorySlugs = [
  'wedding-venues',
  'wedding-flowers',
  'wedding-photography',
  'wedding-videography',
  'wedding-cakes',
  'wedding-celebrant',
  'wedding-photo-booth',
] as const;

export type CategorySlug = (typeof categorySlugs)[number];
