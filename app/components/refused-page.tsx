import { Button, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import classes from './status-page.module.css';

/** A page a loader refused with a reason (403: not for this person; 400: a link of no possible shape). */
export function RefusedPage({ status, message }: { status: number; message: string }) {
  const title = status === 403 ? 'Not allowed' : 'This link does not work';
  return (
    <section className={`content-width ${classes.page}`} aria-labelledby="refused-title">
      <title>{title}</title>
      <Title order={1} id="refused-title">
        {title}
      </Title>
      <Text size="lg" mt="md">
        {message}
      </Text>
      <Text className={classes.code} mt="xs">
        Error code: {status}
      </Text>
      <Button component={Link} to="/" mt="xl">
        Home
      </Button>
    </section>
  );
}
