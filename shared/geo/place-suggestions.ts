/** How many places the location autocomplete suggests when the caller names no number… */
export const defaultSuggestionLimit = 8;
/** …and the most it suggests whatever number is asked for. */
export const maxSuggestionLimit = 20;
