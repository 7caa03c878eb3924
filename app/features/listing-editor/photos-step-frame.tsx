import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './photos.module.css';

/**
 * A step's page until the editor's wizard frame wraps it: back to the dashboard, the listing's
 * name, the step's title and what it is for.
 */
export function StepFrame({ listingName, title, intro, children }: { listingName: string; title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <div className={`content-width ${classes.page}`}>
      <header className={classes.header}>
        <Button component={Link} to="/vendors/dashboard" variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={16} aria-hidden="true" />}>
          Dashboard
        </Button>
        <p className={classes.eyebrow}>{listingName}</p>
        <h1 className={classes.title}>{title}</h1>
        <p className={classes.hint}>{intro}</p>
      </header>
      {children}
    </div>
  );
}
