import { IconHeart } from '@tabler/icons-react';
import classes from './reviews.module.css';

/** n of 5 hearts, drawn; read as "4 of 5 hearts". */
export function ReviewHearts({ value, size = 18 }: { value: number; size?: number }) {
  return (
    <span className={classes.hearts} role="img" aria-label={`${value} of 5 hearts`}>
      {[1, 2, 3, 4, 5].map((heart) => (
        <IconHeart key={heart} size={size} stroke={1.8} aria-hidden="true" data-filled={heart <= Math.round(value) || undefined} />
      ))}
    </span>
  );
}
