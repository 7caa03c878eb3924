/** The blog search's longest query in characters; the search box and the server both hold to it. */
export const maxSearchLength = 100;

/** A post's or a page's slug: its longest form, and its shape (lower-case letters and digits, joined by single hyphens). */
export const maxSlugLength = 200;
export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A tag's slug and name at their longest. */
export const maxTagSlugLength = 100;
export const maxTagNameLength = 60;

/** The blog list's page numbers: 1 to this (a URL past it names no page); 100,000 posts at 10 a page. */
export const maxBlogPage = 10_000;
