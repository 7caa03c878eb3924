import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import classes from './verified-badge.module.css';

/** What "Verified" means (issue 18: a badge nobody can buy). */
export const verifiedMeaning =
  'The business number passed its check digits and a person on our team looked at the business’s documents. Nobody can buy this badge.';

/**
 * The Verified badge, which says what it means on hover, on keyboard focus and on a tap (a
 * toggletip: the explanation is also the button's description, so screen readers read it with
 * the badge). The explanation floats over the page, so showing it moves nothing; Escape or a tap
 * elsewhere hides it. Its background is `--verified-background` (a light sage by default), the
 * explanation's width at most `--verified-tip-width` (16rem).
 */
export function VerifiedBadge({ label = 'Verified' }: { label?: string }) {
  const tipId = useId();
  const root = useRef<HTMLSpanElement>(null);
  // Pinned by a tap or click; dismissed with Escape until the pointer or focus leaves.
  const [pinned, setPinned] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [engaged, setEngaged] = useState(false);

  useEffect(() => {
    if (!pinned && !engaged) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setPinned(false);
      setDismissed(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setPinned(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [pinned, engaged]);

  const leave = () => {
    setEngaged(false);
    setDismissed(false);
  };
  return (
    <span
      ref={root}
      className={classes.badge}
      data-pinned={pinned || undefined}
      data-dismissed={dismissed || undefined}
      onPointerEnter={() => setEngaged(true)}
      onPointerLeave={leave}
      onFocus={() => setEngaged(true)}
      onBlur={leave}
    >
      <button
        type="button"
        className={classes.button}
        aria-describedby={tipId}
        onClick={() => {
          setPinned(!pinned);
          setDismissed(pinned);
        }}
      >
        <IconRosetteDiscountCheck size={14} aria-hidden="true" />
        {label}
      </button>
      <span role="tooltip" id={tipId} className={classes.tip}>
        {verifiedMeaning}
      </span>
    </span>
  );
}
