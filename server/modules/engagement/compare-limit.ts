/** Services a comparison sets side by side at most: columns that stay readable on a laptop. */
export const maxComparedServices = 4;
