/** The blog search's longest query; the search box and the server both hold to it. */
export const maxSearchLength = 100;
