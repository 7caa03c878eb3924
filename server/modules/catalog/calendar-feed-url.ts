/** The public address of a listing's iCal feed: whoever knows the token reads the booked days. */
export const calendarFeedUrl = (publicUrl: string, token: string) => `${publicUrl}/calendar/${token}.ics`;

/** 192 random bits, URL-safe: 32 characters. */
export const calendarTokenPattern = /^[A-Za-z0-9_-]{32}$/;
