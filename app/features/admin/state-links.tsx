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
