import { IconCircleCheck } from '@tabler/icons-react';
import classes from './form.module.css';

/**
 * A form's success message, in a polite live region that is always on the page, so screen
 * readers announce the message each time it appears.
 */
export function SuccessStatus({ message, className }: { message: string | null; className?: string }) {
  return (
    <div role="status" className={className}>
      {message && (
        <p className={classes.success}>
          <IconCircleCheck size={18} aria-hidden="true" />
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}
