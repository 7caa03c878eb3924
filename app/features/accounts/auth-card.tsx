import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './auth-card.module.css';

/** The frame of the sign-in, sign-up and password pages: a calm card on the page's ivory. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className={`content-width ${classes.page}`}>
      <div className={classes.card}>
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {intro && <div className={classes.intro}>{intro}</div>}
        {children}
      </div>
    </section>
  );
}
