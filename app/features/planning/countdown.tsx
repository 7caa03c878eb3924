import { Link } from 'react-router';
import { countdownWords } from '~/features/accounts';
import { dayText } from '~/lib/format-date';
import classes from './planning.module.css';

/** Spec §4's countdown ("212 days until you say I Do!"), with the day and the place; without a date, where to add one. */
export function Countdown({ daysSinceWedding, weddingDate, weddingLocation }: { daysSinceWedding: number | null; weddingDate: string | null; weddingLocation: string | null }) {
  if (daysSinceWedding === null || weddingDate === null) {
    return (
      <p className={classes.countdown}>
        <span>
          <Link to="/profile?tab=wedding">Add your wedding date</Link> to count down the days until you say I Do! Your checklist’s due dates follow it.
        </span>
      </p>
    );
  }
  const words = countdownWords(daysSinceWedding);
  return (
    <p className={classes.countdown}>
      <span className={classes.countdownNumber}>{words.count}</span>
      <span className={classes.countdownWords}>
        {words.unit} {words.phrase} I Do!
      </span>
      <span className={classes.countdownWhere}>
        <time dateTime={weddingDate}>{dayText(weddingDate)}</time>
        {weddingLocation ? ` · ${weddingLocation}` : ''} · <Link to="/profile?tab=wedding">Change</Link>
      </span>
    </p>
  );
}
