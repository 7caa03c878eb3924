/** A private note's length limit in characters (code points): the form's maxlength and the use case's check. */
export const maxNoteLength = 2000;

/** Services a comparison sets side by side at most: columns that stay readable on a laptop. */
export const maxComparedServices = 4;

/** A wishlist holds this many services at most: a shortlist, and a bound on what its page shows. */
export const maxWishlistServices = 200;
