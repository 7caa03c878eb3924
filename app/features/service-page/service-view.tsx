import { Title } from '@mantine/core';
import { IconBrandVimeo, IconBrandYoutube, IconCheck, IconMapPin, IconMessageCircle, IconPlayerPlay, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ContactVendorLink, vendorOf } from '~/features/messaging';
import { Link } from 'react-router';
import type { ServiceDetail } from '../../../server/modules/catalog';
import type { ServiceEngagement, WishlistFlag } from '../../../server/modules/engagement';
import { ServiceCarousel, ServiceMap, VerifiedBadge, type ServiceCardView } from '~/features/catalog';
import { ReviewsSection, type ServiceReviewsData } from '~/features/reviews';
import { useRootData } from '~/lib/root-data';
import { AvailabilityCalendar } from './availability-calendar';
import { ServiceDescription } from './service-description';
import { ServiceGallery } from './service-gallery';
import { ServiceSidebar } from './service-sidebar';
import classes from './service-view.module.css';

/** What the page reads of a listing: the catalog's detail less the parts no component shows. */
export type ServicePageListing = Omit<ServiceDetail, 'allMetaAttributes' | 'media' | 'businessAddress' | 'businessLocation' | 'radius'>;

type ServiceViewProps = {
  service: ServicePageListing;
  /** The rating and the viewer's facts; absent in a vendor's preview. */
  engagement?: ServiceEngagement;
  nearby: (ServiceCardView & WishlistFlag)[];
  /** The vendor's median first reply is at most a day (computed, never bought). */
  repliesWithinDay?: boolean;
  /** The calendar's first and last day, decided by the server so both renders agree. */
  calendar: { from: string; until: string };
  /** The page's absolute address, for sharing. */
  shareUrl: string;
  /** A vendor's preview of an unsaved listing: no actions, no breadcrumb, no neighbours. */
  preview?: boolean;
  /** The reviews (issue 32): a public listing's score, list and form; none in a preview or a draft. */
  reviews?: ServiceReviewsData | null;
};

/** The service page of spec §2, shared by /{country}/…/{id}/{slug} and /preview-service. */
export function ServiceView({ service, engagement, nearby, repliesWithinDay = false, calendar, shareUrl, preview = false, reviews = null }: ServiceViewProps) {
  const root = useRootData();
  const { category, state, region } = service;
  const statePlace = `/${category.slug}/in-${state.code.toLowerCase()}`;
  return (
    <>
      <ServiceGallery images={service.images} name={service.name} />
      <div className={`content-width ${classes.page}`}>
        {!preview && (
          <nav aria-label="Breadcrumb" className={classes.breadcrumb}>
            <ol>
              <li>
                <Link to="/">Home</Link>
              </li>
              <li>
                <Link to={`/${category.slug}/${service.country.code}`}>{category.pluralName}</Link>
              </li>
              <li>
                <Link to={statePlace}>{state.name}</Link>
              </li>
              {region && (
                <li>
                  <Link to={`${statePlace}-${region.link}`}>{region.name}</Link>
                </li>
              )}
              <li aria-current="page">{service.name}</li>
            </ol>
          </nav>
        )}
        <div className={classes.layout}>
          <div className={classes.intro}>
            <header className={classes.header}>
              <p className={classes.category}>
                {category.title}
                {service.isVendorVerified && <VerifiedBadge label="Verified vendor" />}
              </p>
              <Title order={1} className={classes.title}>
                {service.name}
              </Title>
              {service.address && (
                <p className={classes.address}>
                  <IconMapPin size={18} aria-hidden="true" /> {service.address}
                </p>
              )}
            </header>

            {service.primaryAttributes.length > 0 && (
              <dl className={classes.primary}>
                {service.primaryAttributes.map((attribute) => (
                  <div key={attribute.name} className={classes.primaryItem}>
                    <dt>{attribute.label}</dt>
                    <dd>{attribute.value}</dd>
                  </div>
                ))}
              </dl>
            )}

            {service.features.length > 0 && (
              <Section title="Features">
                <ul className={classes.features}>
                  {service.features.map((feature) => (
                    <li key={feature}>
                      <IconCheck size={18} aria-hidden="true" className={classes.featureIcon} /> {feature}
                    </li>
                  ))}
                </ul>
              </Section>
            )}

            <Section title={`About ${service.name}`}>
              <ServiceDescription text={service.description} />
            </Section>

          </div>

          <div className={classes.side}>
            <ServiceSidebar service={service} engagement={engagement} reviewSummary={reviews?.summary ?? null} repliesWithinDay={repliesWithinDay} shareUrl={shareUrl} />
          </div>

          <div className={classes.details}>
            <Section title="Availability">
              <AvailabilityCalendar unavailableDates={service.unavailableDates} firstDay={calendar.from} lastDay={calendar.until} />
            </Section>

            {service.facilities.length > 0 && (
              <Section title="Facilities">
                <dl className={classes.facilities}>
                  {service.facilities.map((facility) => (
                    <div key={facility.name} className={classes.facility}>
                      <dt>{facility.label}</dt>
                      <dd>
                        {facility.yes === null ? (
                          facility.value
                        ) : (
                          <span className={facility.yes ? classes.yes : classes.no}>
                            {facility.yes ? <IconCheck size={16} aria-hidden="true" /> : <IconX size={16} aria-hidden="true" />}
                            {facility.yes ? 'Yes' : 'No'}
                          </span>
                        )}
                      </dd>
                    </div>
                  ))}
                </dl>
              </Section>
            )}

            {service.videos.length > 0 && (
              <Section title="Videos">
                <ul className={classes.videos}>
                  {service.videos.map((url, index) => (
                    <li key={url}>
                      <VideoLink url={url} number={index + 1} name={service.name} />
                    </li>
                  ))}
                </ul>
              </Section>
            )}

            <Section title="Location">
              {service.address && <p className={classes.locationText}>{service.address}</p>}
              {root && (
                <ServiceMap
                  lat={service.location.lat}
                  lng={service.location.lng}
                  label={service.name}
                  tileUrl={root.map.tileUrl}
                  attribution={root.map.attribution}
                />
              )}
            </Section>

            {/* Last: a long list of reviews would push the calendar and the map out of reach. */}
            {reviews && <ReviewsSection reviews={reviews} serviceName={service.name} path={service.path} />}
          </div>
        </div>
      </div>

      {nearby.length > 0 && (
        <section className={classes.nearby} aria-labelledby="nearby-title">
          <div className="content-width">
            <Title order={2} id="nearby-title" className={classes.sectionTitle}>
              Also in this Area
            </Title>
            <ServiceCarousel cards={nearby} label={`${category.pluralName} near ${service.name}`} />
          </div>
        </section>
      )}

      {!preview && (
        <ContactVendorLink service={service} vendor={vendorOf(service)} className={classes.chat} aria-label={`Chat with ${service.name}`}>
          <IconMessageCircle size={28} aria-hidden="true" />
        </ContactVendorLink>
      )}
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={classes.section}>
      <Title order={2} className={classes.sectionTitle}>
        {title}
      </Title>
      {children}
    </section>
  );
}

/** Videos open on their own site: no third-party player (and its tracking) loads with the page. */
function VideoLink({ url, number, name }: { url: string; number: number; name: string }) {
  const host = new URL(url).hostname.replace(/^www\./, '');
  const Icon = host.includes('youtube') || host === 'youtu.be' ? IconBrandYoutube : host.includes('vimeo') ? IconBrandVimeo : IconPlayerPlay;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer nofollow" className={classes.video}>
      <Icon size={28} aria-hidden="true" />
      <span>
        Video {number}
        <span className={classes.videoHost}>
          Watch on {host}
          <span className="visually-hidden"> (a video of {name}, opens in a new tab)</span>
        </span>
      </span>
    </a>
  );
}
