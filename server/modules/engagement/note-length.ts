/** A private note's length limit in characters (code points): the form's maxlength and the use case's check. */
export const maxNoteLength = 2000;
