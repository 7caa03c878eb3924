import { foldToAscii } from '../../../shared/slug';

/**
 * The form of a place name that prefix search compares (localities.search_name): lower case, no
 * diacritics, apostrophes and full stops dropped, any other run of punctuation or spaces one space.
 * 'Manapōuri' → 'manapouri', 'O’Halloran Hill' → 'ohalloran hill', 'St. Georges Basin' →
 * 'st georges basin', 'Koo-Wee-Rup' → 'koo wee rup'.
 */
export function searchNameOf(text: string): string {
  return foldToAscii(text)
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
