import { Button, Table } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Form, Link, useLocation, useSearchParams } from 'react-router';
import classes from './admin.module.css';

/** The current URL with some search parameters changed (undefined removes one). */
export function useHrefWith() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  return (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
}

export type Column = { key: string; label: string; sortable?: boolean };

/**
 * A table whose sorting and paging live in the URL (?sort=, ?dir=, ?page=): the column headers are
 * links, so every state can be shared, reloaded and reached without JavaScript. It scrolls sideways
 * inside its own box on a narrow screen (a focusable region, for keyboards).
 */
export function AdminTable({ caption, columns, sort, dir, children, empty }: { caption: string; columns: Column[]; sort?: string; dir?: 'asc' | 'desc'; children: ReactNode; empty?: string }) {
  const hrefWith = useHrefWith();
  return (
    <div className={classes.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <Table className={classes.table} striped highlightOnHover verticalSpacing="sm">
        <caption className="visually-hidden">{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => {
              const current = column.key === sort;
              const ariaSort = current ? (dir === 'asc' ? 'ascending' : 'descending') : undefined;
              return (
                <Table.Th key={column.key} scope="col" aria-sort={ariaSort}>
                  {column.sortable ? (
                    <Link className={classes.sortLink} to={hrefWith({ sort: column.key, dir: current && dir === 'asc' ? 'desc' : 'asc', page: undefined })}>
                      {column.label}
                      {current ? dir === 'asc' ? <IconArrowUp size={14} aria-hidden="true" /> : <IconArrowDown size={14} aria-hidden="true" /> : <IconArrowsSort size={14} aria-hidden="true" />}
                    </Link>
                  ) : (
                    column.label
                  )}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
      {empty && <p style={{ padding: 'var(--mantine-spacing-md)', margin: 0 }}>{empty}</p>}
    </div>
  );
}

/** "Page 2 of 7 · 160 users" ("1 user") with Previous and Next links that keep the filters; `noun` is [one, many]. */
export function TablePager({ page, pageCount, total, noun: [one, many] }: { page: number; pageCount: number; total: number; noun: [string, string] }) {
  const hrefWith = useHrefWith();
  return (
    <nav aria-label={`Pages of ${many}`} className={classes.pager}>
      <span>
        Page {page} of {pageCount} · {total} {total === 1 ? one : many}
      </span>
      <span style={{ display: 'flex', gap: 8 }}>
        {page > 1 && (
          <Button component={Link} to={hrefWith({ page: page - 1 === 1 ? undefined : page - 1 })} variant="default" size="xs" rel="prev">
            Previous
          </Button>
        )}
        {page < pageCount && (
          <Button component={Link} to={hrefWith({ page: page + 1 })} variant="default" size="xs" rel="next">
            Next
          </Button>
        )}
      </span>
    </nav>
  );
}

/** A GET form of filters: submitting it puts them in the URL and starts again at page 1. */
export function TableFilters({ label, children }: { label: string; children: ReactNode }) {
  const [params] = useSearchParams();
  return (
    <Form method="get" className={classes.filters} role="search" aria-label={label}>
      {params.get('sort') && <input type="hidden" name="sort" value={params.get('sort')!} />}
      {params.get('dir') && <input type="hidden" name="dir" value={params.get('dir')!} />}
      {children}
      <Button type="submit" variant="default">
        Filter
      </Button>
    </Form>
  );
}
