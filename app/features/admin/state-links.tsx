import { Link } from 'react-router';
import { useHrefWith } from './admin-table';
import classes from './admin.module.css';

/** A filter of few values as links (?{param}=value), the current one marked: "To verify · Verified". */
export function StateLinks({ label, param, value, options }: { label: string; param: string; value: string; options: Record<string, string> }) {
  const hrefWith = useHrefWith();
  return (
    <nav aria-label={label} className={classes.stateLinks}>
      <ul>
        {Object.entries(options).map(([option, text]) => (
          <li key={option}>
            <Link to={hrefWith({ [param]: option, page: undefined, after: undefined })} className={classes.navLink} aria-current={option === value ? 'page' : undefined}>
              {text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The order of a list of cards, which has no column headers to sort by, as links that keep the
 * filters (?sort=, ?dir=): "Oldest first · Newest first · By name".
 */
export function SortLinks({ label, sort, dir, options }: { label: string; sort: string; dir: string; options: { sort: string; dir: 'asc' | 'desc'; text: string }[] }) {
  const hrefWith = useHrefWith();
  return (
    <nav aria-label={label} className={classes.stateLinks}>
      <ul>
        {options.map((option) => (
          <li key={`${option.sort}-${option.dir}`}>
            <Link to={hrefWith({ sort: option.sort, dir: option.dir, page: undefined })} className={classes.navLink} aria-current={option.sort === sort && option.dir === dir ? 'true' : undefined}>
              {option.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
