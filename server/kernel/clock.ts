/** The time, from one place: tests and the billing clock move it. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
