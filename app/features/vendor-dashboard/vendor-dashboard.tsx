import { Button } from '@mantine/core';
import { IconBuildingStore, IconChartFunnel, IconHeart, IconMessages, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ClaimTrials } from '~/features/billing';
import { VendorPageHeader } from '~/features/vendors';
import type { DashboardData } from './dashboard-data';
import { LeadsSection } from './leads-section';
import { ListingsSection } from './listings-section';
import { ResultsSection } from './results-section';
import classes from './dashboard.module.css';

/** /vendors/dashboard: the business and its verification, then its listings, leads and results. */
export function VendorDashboard({ dashboard, days, quickReplyHours, viewingAs, claimTrials }: DashboardData) {
  // Claimed listings have no figures until they are the vendor's.
  const owned = dashboard.listings.filter((listing) => listing.status === 'published');
  return (
    <div className={`content-width ${classes.page}`}>
      {viewingAs ? (
        <VendorPageHeader eyebrow="A vendor’s dashboard, as administrators see it" businessName={dashboard.businessName} verified={dashboard.verified} />
      ) : (
        <VendorPageHeader
          eyebrow="Your dashboard"
          businessName={dashboard.businessName}
          verified={dashboard.verified}
          documentsLink={<Link to="/vendors/profile#documents">Add documents in your profile.</Link>}
        >
          <Button component={Link} to="/vendors/profile" variant="default" leftSection={<IconBuildingStore size={18} aria-hidden="true" />}>
            Business profile
          </Button>
          <Button component={Link} to="/messages" variant="default" leftSection={<IconMessages size={18} aria-hidden="true" />}>
            Messages
          </Button>
          <Button component={Link} to="/vendors/pipeline" variant="default" leftSection={<IconChartFunnel size={18} aria-hidden="true" />}>
            Pipeline
          </Button>
          <Button component={Link} to="/vendors/reviews" variant="default" leftSection={<IconHeart size={18} aria-hidden="true" />}>
            Reviews
          </Button>
          <Button component={Link} to="/vendors/billing" variant="default" leftSection={<IconReceipt size={18} aria-hidden="true" />}>
            Billing
          </Button>
        </VendorPageHeader>
      )}
      <ClaimTrials trials={claimTrials} />
      <ListingsSection listings={dashboard.listings} />
      {owned.length > 0 && (
        <>
          <LeadsSection listings={owned} quickReplyHours={quickReplyHours} />
          <ResultsSection listings={owned} days={days} />
        </>
      )}
    </div>
  );
}
