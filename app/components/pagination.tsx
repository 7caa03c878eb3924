import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './pagination.module.css';

/** The pages to offer: the first, the last, and two either side of the current one. */
function pagesAround(page: number, pageCount: number): (number | 'gap')[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pageCount])].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  return shown.flatMap((n, index) => (index > 0 && n - shown[index - 1] > 1 ? ['gap' as const, n] : [n]));
}

/** Real links, so every page of results can be opened, shared and crawled. */
export function Pagination({ page, pageCount, hrefFor, label = 'Result pages' }: { page: number; pageCount: number; hrefFor: (page: number) => string; label?: string }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={classes.pagination}>
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={classes.step} rel="prev">
          <IconChevronLeft size={16} aria-hidden="true" /> Previous
        </Link>
      ) : (
        <span className={classes.step} aria-hidden="true" data-disabled>
          <IconChevronLeft size={16} aria-hidden="true" /> Previous
        </span>
      )}
      <ol className={classes.pages}>
        {pagesAround(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={classes.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link to={hrefFor(item)} className={classes.page} aria-current={item === page ? 'page' : undefined} aria-label={`Page ${item}`}>
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={classes.step} rel="next">
          Next <IconChevronRight size={16} aria-hidden="true" />
        </Link>
      ) : (
        <span className={classes.step} aria-hidden="true" data-disabled>
          Next <IconChevronRight size={16} aria-hidden="true" />
        </span>
      )}
    </nav>
  );
}
