/** Cards in the home page's featured carousel, per category tab. */
export const featuredCardCount = 8;
