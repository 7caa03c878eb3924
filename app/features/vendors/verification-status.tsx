import { IconClockHour4, IconRosetteDiscountCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './verification-status.module.css';

/**
 * Whether the vendor is verified, and what that means: a person looked at the documents and the
 * business number passed its check digits. Nobody can buy it (issue 18). `action` is where to
 * add documents while unverified.
 */
export function VerificationStatus({ verified, action }: { verified: boolean; action?: ReactNode }) {
  return (
    <div className={classes.status} data-verified={verified || undefined}>
      <p className={classes.badge}>
        {verified ? <IconRosetteDiscountCheck size={18} aria-hidden="true" /> : <IconClockHour4 size={18} aria-hidden="true" />}
        {verified ? 'Verified' : 'Not verified yet'}
      </p>
      <p className={classes.explanation}>
        {verified
          ? 'Your ABN or NZBN passed its check digits and a person on our team looked at your documents. Couples see the badge on your listings; nobody can buy it.'
          : 'Add a document that shows the business is yours: a person on our team looks at it and checks your ABN or NZBN, then your listings show the Verified badge.'}{' '}
        {!verified && action}
      </p>
    </div>
  );
}
