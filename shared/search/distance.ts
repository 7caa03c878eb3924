/** Spec §7: venues are searched within 200 km of the place (metres). */
export const venueSearchDistance = 200_000;

/** Spec §9: the distance slider's bounds, in metres. */
export const searchDistanceBounds = { min: 1_000, max: 400_000 } as const;
