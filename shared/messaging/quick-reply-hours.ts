/** The median reply a listing shows as "Usually replies within a day" (issue 18: computed, never bought); the vendor dashboard's leads show it too. */
export const quickReplyHours = 24;
