/** A private note's text as it is stored: line breaks as \n, trimmed (blank removes the note). */
export const normalizeNoteText = (text: string) => text.replace(/\r\n?/g, '\n').trim();
