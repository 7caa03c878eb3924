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
import { HeartRating, RatingSummary, useServiceWishlist, WishlistHeart } from '~/features/wishlist';
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
  /** The vendor's median first reply over their last enquiries is at most a day. */
  repliesWithinDay?: boolean;
  shareUrl: string;
};

/**
 * The service page's sidebar (spec §2): claim, rating, wishlist, message, how soon the vendor
 * replies, website, brochure, social links, share, phone. `shareUrl` is the page's absolute
 * canonical address. Without `engagement` it is a vendor's preview: nothing to press.
 */
export function ServiceSidebar({ service, engagement, repliesWithinDay = false, shareUrl }: ServiceSidebarProps) {
  return (
    <aside className={classes.sidebar} aria-label={`About ${service.name}`}>
      <div className={classes.card}>
        {engagement ? (
          <Rating service={service} engagement={engagement} />
        ) : (
          <div className={classes.rating}>
            <span className={classes.hearts} aria-hidden="true">
              {Array.from({ length: 5 }, (_, index) => (
                <IconHeart key={index} size={18} stroke={1.6} />
              ))}
            </span>
            <span>No ratings yet</span>
          </div>
        )}
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

/** The average with its votes, updated from the answer to the viewer's vote, and the viewer's own hearts. */
function Rating({ service, engagement }: { service: SidebarService; engagement: ServiceEngagement }) {
  const { facts } = useServiceWishlist(service.id, engagement);
  return (
    <div className={classes.rating}>
      <RatingSummary rating={facts.rating} votes={facts.votes} />
      <HeartRating serviceId={service.id} serviceName={service.name} initial={engagement} />
    </div>
  );
}
