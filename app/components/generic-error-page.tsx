import { Button, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { useRootData } from '~/lib/root-data';
import { ReportFeedback } from './report-feedback';
import classes from './status-page.module.css';

/** React Router's stand-in for an error the server met (production hides the details). */
const serverErrorMessage = 'Unexpected Server Error';

/**
 * The render error screen of spec §2/§8, with "Report Feedback". No details, which stay in the
 * server log under the reference shown here (the request's id, from the root loader).
 */
export function GenericErrorPage({ error }: { error: unknown }) {
  const root = useRootData();
  const fromServer = (error instanceof Error && error.message === serverErrorMessage) || (isRouteErrorResponse(error) && error.status >= 500);
  const reference = fromServer ? (root?.requestId ?? null) : null;
  // An error of the page's own code in the browser never reached the server's log: it goes to the console.
  const browserError = !fromServer && error instanceof Error ? error : null;
  useEffect(() => {
    if (browserError) console.error(browserError);
  }, [browserError]);

  return (
    <section className={`content-width ${classes.page}`} aria-labelledby="error-title">
      <title>Something went wrong</title>
      <Title order={1} id="error-title">
        We are sorry, but looks like an error occured.
      </Title>
      <Text size="lg" mt="md" c="dimmed">
        Please try again in a moment.
      </Text>
      {reference && (
        <Text className={classes.code} mt="xs">
          Reference: <span data-error-reference>{reference}</span>
        </Text>
      )}
      <div className={classes.actions}>
        <Button component="a" href="/">
          Back to the home page
        </Button>
        <ReportFeedback errorId={reference} message={browserError?.message ?? null} />
      </div>
    </section>
  );
}
