import { useState } from 'react';

/**
 * Local state that shows a control's new value at once (a slider while it is dragged, a choice
 * while its search loads) and follows `applied` whenever that changes (back, forward, a reset).
 */
export function useFollowingState<T>(applied: T, same: (a: T, b: T) => boolean = Object.is): [T, (value: T) => void] {
  const [shown, setShown] = useState(applied);
  const [lastApplied, setLastApplied] = useState(applied);
  if (!same(lastApplied, applied)) {
    setLastApplied(applied);
    setShown(applied);
  }
  return [shown, setShown];
}
