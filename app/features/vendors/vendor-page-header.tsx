import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { VerificationStatus } from './verification-status';
import classes from './vendor-page-header.module.css';

type VendorPageHeaderProps = {
  /** What the page is ("Your dashboard"), above the business's name. */
  eyebrow: string;
  businessName: string;
  verified: boolean;
  /** Where to add documents while unverified. */
  documentsLink?: ReactNode;
  /** The page's own links, beside the heading on wide screens. */
  children?: ReactNode;
};

/** The vendor area's page heading: the business's name and whether it is verified. */
export function VendorPageHeader({ eyebrow, businessName, verified, documentsLink, children }: VendorPageHeaderProps) {
  return (
    <header className={classes.header}>
      <div className={classes.heading}>
        <p className={classes.eyebrow}>{eyebrow}</p>
        <Title order={1} className={classes.title}>
          {businessName || 'Your business'}
        </Title>
        <VerificationStatus verified={verified} action={documentsLink} />
      </div>
      {children && <div className={classes.links}>{children}</div>}
    </header>
  );
}
