import { Text, Title } from '@mantine/core';
import classes from './status-page.module.css';
import { Wordmark } from './wordmark';

/** Shown instead of every main route while app.maintenance is on; no header or footer. */
export function MaintenancePage({ appName }: { appName: string }) {
  return (
    <main id="main" className={`content-width ${classes.page}`}>
      <title>{`${appName} is under maintenance`}</title>
      <p className={classes.brand}>
        <Wordmark name={appName} />
      </p>
      <Title order={1}>We&apos;ll be back shortly</Title>
      <Text size="lg" mt="md">
        {appName} is being updated. Please come back in a little while — your wishlist and messages are safe.
      </Text>
      <Text mt="md" c="dimmed">
        Meanwhile, our <a href="/blog">blog</a> is open for inspiration.
      </Text>
    </main>
  );
}
