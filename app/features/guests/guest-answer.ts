import type { FormAnswer } from '~/features/planning';

/**
 * What the guest list pages' action answers: planning's form answer, with the page's message, the
 * guest just deleted (for "Undo"), and the bulk edit's guests (still ticked after a post without scripts).
 */
export type GuestAnswer = FormAnswer & { message?: string; deleted?: { id: number; name: string }; selected?: string[] };
