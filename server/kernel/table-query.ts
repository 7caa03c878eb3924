import { z } from 'zod';
import { wholeNumberField } from './input-fields';

/** Rows per page of the admin area's tables. */
export const tablePageSize = 25;

/** A blank query parameter (an empty filter of a GET form) reads as absent. */
export const blankIsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * The page, sort column and direction of a table whose state is kept in the URL (the admin area):
 * anything but the named columns is refused, so no client text reaches ORDER BY.
 */
export function tableQueryFields<const K extends readonly [string, ...string[]]>(sortKeys: K, defaultSort: K[number], defaultDir: 'asc' | 'desc' = 'asc') {
  return {
    page: wholeNumberField(1, 100_000, 'The page number is not valid.', 1),
    sort: z.preprocess(blankIsAbsent, z.enum(sortKeys, 'This column cannot be sorted.').default(defaultSort as never)) as unknown as z.ZodType<K[number]>,
    dir: z.preprocess(blankIsAbsent, z.enum(['asc', 'desc'], 'The sort direction is asc or desc.').default(defaultDir)),
  };
}

/** `%…%` for ILIKE, with the pattern's own characters taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** A free-text search box: trimmed, at most 100 characters, blank for none. */
export const searchTextField = z.preprocess(blankIsAbsent, z.string().trim().max(100, 'Search for at most 100 characters.').optional());

/** One page of a table, with what the pager needs. */
export type TablePage<T> = { rows: T[]; total: number; page: number; pageCount: number };

export function tablePage<T>(rows: T[], total: number, page: number): TablePage<T> {
  return { rows, total, page, pageCount: Math.max(1, Math.ceil(total / tablePageSize)) };
}

/** LIMIT and OFFSET of a page. */
export const pageWindow = (page: number) => ({ limit: tablePageSize, offset: (page - 1) * tablePageSize });
