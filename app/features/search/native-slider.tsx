import { useEffect, useId, useRef } from 'react';
import { useFollowingState } from '~/lib/use-following-state';
import classes from './search-filters.module.css';

type NativeSliderProps = {
  label: string;
  min: number;
  max: number;
  step: number;
  /** The applied value (from the URL). */
  value: number;
  /** What the value reads as, shown under the label and announced: "Up to $150 per person". */
  reading: (value: number) => string;
  /** Called once the value rests (after dragging or a burst of arrow keys). */
  onCommit: (value: number) => void;
};

const settleMs = 350;

/**
 * A single-value slider on the browser's own range input: keyboard, touch and screen readers work
 * as everywhere, and a search page renders several without the cost of a component library's.
 */
export function NativeSlider({ label, min, max, step, value, reading, onCommit }: NativeSliderProps) {
  const id = useId();
  const [shown, setShown] = useFollowingState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <div className={classes.filter}>
      <label htmlFor={id} className={classes.filterLabel}>
        {label}
      </label>
      <p className={classes.filterValue} aria-hidden="true">
        {reading(shown)}
      </p>
      <input
        id={id}
        type="range"
        className={classes.range}
        min={min}
        max={max}
        step={step}
        value={shown}
        aria-valuetext={reading(shown)}
        onChange={(event) => {
          const next = Number(event.currentTarget.value);
          setShown(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => {
            if (next !== value) onCommit(next);
          }, settleMs);
        }}
      />
    </div>
  );
}
