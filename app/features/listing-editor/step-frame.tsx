import type { ReactNode } from 'react';
import classes from './step-frame.module.css';

/**
 * The photos and availability steps' part of the editor's page, headed as the form steps are: the
 * editor's layout gives the listing's name and the steps above, this the step's title and what
 * it is for.
 */
export function StepFrame({ id, title, intro, children }: { id: string; title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className={classes.frame}>
      <header className={classes.header}>
        <h2 id={`${id}-title`}>{title}</h2>
        <p className={classes.intro}>{intro}</p>
      </header>
      {children}
    </section>
  );
}
