import { Button, Text, Title } from '@mantine/core';
import classes from './status-page.module.css';

/** The render error screen of spec §8; no details, which stay in the server log. */
export function GenericErrorPage() {
  return (
    <section className={`content-width ${classes.page}`} aria-labelledby="error-title">
      <title>Something went wrong</title>
      <Title order={1} id="error-title">
        We are sorry, but looks like an error occured.
      </Title>
      <Text size="lg" mt="md" c="dimmed">
        Please try again in a moment.
      </Text>
      <Button component="a" href="/" mt="xl">
        Back to the home page
      </Button>
    </section>
  );
}
