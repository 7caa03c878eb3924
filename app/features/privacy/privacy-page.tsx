import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './privacy.module.css';

/** The privacy page's frame for couples and vendors: its heading, the way back to the profile, and its sections (each a feature's own). */
export function PrivacyPage({ backTo, backLabel, children }: { backTo: string; backLabel: string; children: ReactNode }) {
  return (
    <section className={`content-width ${classes.page}`}>
      <p className={classes.back}>
        <Link to={backTo}>{backLabel}</Link>
      </p>
      <Title order={1} className={classes.title}>
        Privacy and your data
      </Title>
      <div className={classes.sections}>{children}</div>
    </section>
  );
}
