import { Button, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import classes from './status-page.module.css';

/** The 404 page of spec §2/§8, for unknown routes and unknown ids alike. */
export function NotFoundPage() {
  return (
    <section className={`content-width ${classes.page}`} aria-labelledby="not-found-title">
      <title>Page not found</title>
      <Title order={1} id="not-found-title">
        Oops!
      </Title>
      <Text size="lg" mt="md">
        We can&apos;t seem to find the page you&apos;re looking for.
      </Text>
      <Text className={classes.code} mt="xs">
        Error code: 404
      </Text>
      <Group justify="center" mt="xl" gap="sm">
        <Button component={Link} to="/">
          Home
        </Button>
        <Button component={Link} to="/blog" variant="outline">
          Blog
        </Button>
        <Button component={Link} to="/contact" variant="outline">
          Contact
        </Button>
      </Group>
    </section>
  );
}
