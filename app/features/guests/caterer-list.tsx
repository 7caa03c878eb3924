import type { GuestList } from '../../../server/modules/guests';
import { planningClasses as classes } from '~/features/planning';
import styles from './guests.module.css';

/** Meals with their counts, and each dietary need with whose it is: what the caterer asks for. */
export function CatererList({ meals, dietary }: { meals: GuestList['meals']; dietary: GuestList['dietary'] }) {
  return (
    <section className={classes.panel} aria-labelledby="caterer">
      <h2 id="caterer">Meals and dietary needs for the caterer</h2>
      <p className={classes.meta}>Counted: guests attending any event, and those who have not answered yet. Guests who declined every invitation are left out.</p>
      <h3 className={styles.subhead}>Meals</h3>
      {meals.length === 0 ? (
        <p className={classes.meta}>No meal chosen yet: add a guest’s meal choice, or they choose it when they answer.</p>
      ) : (
        <ul className={styles.meals}>
          {meals.map((entry) => (
            <li key={entry.meal}>
              <span>{entry.meal}</span>
              <span className={styles.count}>{entry.count}</span>
            </li>
          ))}
        </ul>
      )}
      <h3 className={styles.subhead}>Dietary needs</h3>
      {dietary.length === 0 ? (
        <p className={classes.meta}>None noted yet.</p>
      ) : (
        <ul className={styles.meals}>
          {dietary.map((entry) => (
            <li key={entry.guestId}>
              <span>
                {entry.name}: {entry.dietary}
              </span>
              {entry.meal && <span className={classes.meta}>{entry.meal}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
