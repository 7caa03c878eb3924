import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EditorNav } from './editor-nav';
import classes from './photos.module.css';

/**
 * The photos and availability steps' page: back to the dashboard, the listing's name, the six
 * steps, the step's title and what it is for. (They are pages of their own rather than children of
 * the editor's layout: their uploads and calendar want the whole width, and one h1 per page.)
 */
export function StepFrame({ serviceId, listingName, title, intro, children }: { serviceId: number; listingName: string; title: string; intro: ReactNode; children: ReactNode }) {
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
      <EditorNav serviceId={serviceId} />
      {children}
    </div>
  );
}
