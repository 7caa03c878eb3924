import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandPinterest,
  IconClockCheck,
  IconFileDownload,
  IconHeart,
  IconLink,
  IconMessageCircle,
  IconPhone,
  IconWorld,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { ContactVendorLink, vendorOf } from '~/features/messaging';
import { HeartRating, WishlistHeart } from '~/features/wishlist';
import { ReviewScoreLine } from '~/features/reviews';
import type { ReviewSummary } from '../../../server/modules/reviews';
import type { ServiceDetail } from '../../../server/modules/catalog';
import type { ServiceEngagement } from '../../../server/modules/engagement';
import { ShareLinks } from '~/components/share-links';
import classes from './service-sidebar.module.css';

export type SidebarService = Pick<ServiceDetail, 'id' | 'name' | 'status' | 'website' | 'phone' | 'brochureFile' | 'socialLinks' | 'owner'>;

const networkIcons: Record<string, ComponentType<{ size?: number; 'aria-hidden'?: 'true' }>> = {
  instagram: IconBrandInstagram,
  facebook: IconBrandFacebook,
  pinterest: IconBrandPinterest,
};

type ServiceSidebarProps = {
  service: SidebarService;
  engagement?: ServiceEngagement;
  /** The listing's reviews' score (the public one); none in a preview. */
  reviewSummary?: ReviewSummary | null;
  /** The vendor's median first reply over their last enquiries is at most a day. */
  repliesWithinDay?: boolean;
  shareUrl: string;
};

/**
 * The service page's sidebar (spec §2): claim, rating, wishlist, message, how soon the vendor
 * replies, website, brochure, social links, share, phone. `shareUrl` is the page's absolute
 * canonical address. Without `engagement` it is a vendor's preview: nothing to press.
 */
export function ServiceSidebar({ service, engagement, reviewSummary = null, repliesWithinDay = false, shareUrl }: ServiceSidebarProps) {
  return (
    <aside className={classes.sidebar} aria-label={`About ${service.name}`}>
      <div className={classes.card}>
        <div className={classes.rating}>
          <ReviewScoreLine score={reviewSummary} />
          {/* The couple's own hearts (spec §4): theirs, for their wishlist; never shown to others. */}
          {engagement && <HeartRating serviceId={service.id} serviceName={service.name} initial={engagement} />}
        </div>
        <div className={classes.actions}>
          {engagement ? (
            <>
              <ContactVendorLink service={service} vendor={vendorOf(service)} className={classes.primaryAction}>
                <IconMessageCircle size={18} aria-hidden="true" /> Message Vendor
              </ContactVendorLink>
              <WishlistHeart serviceId={service.id} serviceName={service.name} inWishlist={engagement.inWishlist} withText className={classes.secondaryAction} />
            </>
          ) : (
            <>
              <span className={classes.primaryAction} aria-disabled="true">
                <IconMessageCircle size={18} aria-hidden="true" /> Message Vendor
              </span>
              <span className={classes.secondaryAction} aria-disabled="true">
                <IconHeart size={18} aria-hidden="true" /> Add to Wishlist
              </span>
            </>
          )}
        </div>
        {repliesWithinDay && engagement && (
          <p className={classes.replies}>
            <IconClockCheck size={18} aria-hidden="true" /> Usually replies within a day
          </p>
        )}
        <ul className={classes.contact}>
          {service.phone && (
            <li>
              <IconPhone size={18} aria-hidden="true" />
              <a href={`tel:${service.phone.replace(/[^\d+]/g, '')}`}>{service.phone}</a>
            </li>
          )}
          {service.website && (
            <li>
              <IconWorld size={18} aria-hidden="true" />
              <a href={service.website} target="_blank" rel="noopener noreferrer nofollow">
                Visit website<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          )}
          {service.brochureFile && (
            <li>
              <IconFileDownload size={18} aria-hidden="true" />
              <a href={service.brochureFile} target="_blank" rel="noopener noreferrer">
                Download brochure<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          )}
        </ul>
        {service.socialLinks.length > 0 && (
          <ul className={classes.social} aria-label="Social media">
            {service.socialLinks.map(({ network, url }) => {
              const Icon = networkIcons[network] ?? IconLink;
              const networkName = network.charAt(0).toUpperCase() + network.slice(1);
              return (
                <li key={network}>
                  <a className={classes.iconLink} href={url} target="_blank" rel="noopener noreferrer nofollow">
                    <Icon size={20} aria-hidden="true" />
                    <span className="visually-hidden">
                      {service.name} on {networkName} (opens in a new tab)
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        )}
        {engagement && (
          <div className={classes.share}>
            <ShareLinks name={service.name} url={shareUrl} />
          </div>
        )}
      </div>
      {service.status === 'unclaimed' && engagement && (
        <p className={classes.claim}>
          Is this your business? <Link to={`/service/claim/vendors/register/${service.id}`}>Claim this listing</Link>
        </p>
      )}
    </aside>
  );
}
