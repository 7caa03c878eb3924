import { Button } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import classes from './contact.module.css';

/** Spec §4, §8: the Request sent view, with an Ok button to home. */
export function RequestSent() {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: screen readers and keyboards continue from the answer.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={classes.sent}>
      <IconCircleCheck size={48} stroke={1.5} className={classes.sentIcon} aria-hidden="true" />
      <h2 ref={heading} tabIndex={-1} className={classes.sentTitle}>
        Request sent
      </h2>
      <p>Thank you for reaching out, we’ll be in contact to help you very soon</p>
      <Button component={Link} to="/" size="md">
        Ok
      </Button>
    </div>
  );
}
