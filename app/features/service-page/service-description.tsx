import { useId, useState } from 'react';
import classes from './service-description.module.css';

/** Long enough to pass seven lines on a phone; shorter copy gets no toggle. */
const toggleAfterCharacters = 360;

/**
 * The vendor's description as plain paragraphs (blank lines split them; no HTML is rendered).
 * On phones it is cut to seven lines with 'Read Full Description' / 'Read Short Description'.
 */
export function ServiceDescription({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  const long = text.length > toggleAfterCharacters;
  return (
    <>
      <div id={id} className={classes.text} data-collapsed={long && !expanded ? true : undefined}>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {long && (
        <button type="button" className={classes.toggle} aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Read Short Description' : 'Read Full Description'}
        </button>
      )}
    </>
  );
}
