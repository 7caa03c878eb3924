/** The machine names of spec §2's seven categories (venue, …), as URLs' category= and the demo drawings use them. */
export const categoryNames = ['venue', 'flowers', 'photographer', 'videographer', 'cakes', 'celebrant', 'photo_booth'] as const;

export type CategoryName = (typeof categoryNames)[number];
