import { useEffect, useId, useRef, type CSSProperties } from 'react';
import { useFollowingState } from '~/lib/use-following-state';
import classes from './search-filters.module.css';

type SliderProps<T> = {
  label: string;
  min: number;
  max: number;
  step: number;
  /** The applied value (from the URL). */
  value: T;
  /** What the value reads as, shown under the label: "Up to $150 per person". */
  reading: (value: T) => string;
  /** Called once the value rests (after dragging or a burst of arrow keys). */
  onCommit: (value: T) => void;
};

const settleMs = 350;

/** Runs the latest commit once the value has stopped changing for settleMs. */
function useSettled() {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (commit: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(commit, settleMs);
  };
}

/**
 * A single-value slider on the browser's own range input: keyboard, touch and screen readers work
 * as everywhere, and a search page renders several without the cost of a component library's.
 */
export function NativeSlider({ label, min, max, step, value, reading, onCommit }: SliderProps<number>) {
  const id = useId();
  const [shown, setShown] = useFollowingState(value);
  const settle = useSettled();
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
          settle(() => {
            if (next !== value) onCommit(next);
          });
        }}
      />
    </div>
  );
}

type Pair = [number, number];

/**
 * A from–to slider made of two of the browser's range inputs over one track, lighter than Mantine's
 * RangeSlider on the search page's first visit: each thumb is its own slider, "Reception length,
 * from" and "…, to", and neither passes the other.
 */
export function NativeRangeSlider({ label, min, max, step, value, reading, thumbReading, onCommit }: SliderProps<Pair> & { thumbReading: (value: number) => string }) {
  const [shown, setShown] = useFollowingState(value, (a, b) => a[0] === b[0] && a[1] === b[1]);
  const settle = useSettled();
  const move = (next: Pair) => {
    setShown(next);
    settle(() => {
      if (next[0] !== value[0] || next[1] !== value[1]) onCommit(next);
    });
  };
  const percent = (number: number) => `${((number - min) / (max - min || 1)) * 100}%`;
  // Thumbs that meet in the upper half: the "from" thumb on top, so the pointer can move one of them back.
  const fromOnTop = shown[0] === shown[1] && shown[0] > (min + max) / 2;
  const thumb = (index: 0 | 1) => (
    <input
      type="range"
      aria-label={`${label}, ${index === 0 ? 'from' : 'to'}`}
      style={index === 0 && fromOnTop ? { zIndex: 1 } : undefined}
      min={min}
      max={max}
      step={step}
      value={shown[index]}
      aria-valuetext={thumbReading(shown[index])}
      onChange={(event) => {
        const number = Number(event.currentTarget.value);
        move(index === 0 ? [Math.min(number, shown[1]), shown[1]] : [shown[0], Math.max(number, shown[0])]);
      }}
    />
  );
  return (
    <fieldset className={classes.filter}>
      <legend className={classes.filterLabel}>{label}</legend>
      <p className={classes.filterValue} aria-hidden="true">
        {reading(shown)}
      </p>
      <div className={classes.rangePair} style={{ '--from': percent(shown[0]), '--to': percent(shown[1]) } as CSSProperties}>
        {thumb(0)}
        {thumb(1)}
      </div>
    </fieldset>
  );
}
