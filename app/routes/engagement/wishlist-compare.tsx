import { Title } from '@mantine/core';
import { IconArrowLeft, IconHeart } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ComparedService as ComparedFacts } from '../../../server/modules/engagement';
import type { WithReviewScore } from '../../../server/modules/reviews';
import { ResponsiveImage } from '~/components/responsive-image';
import { ReviewScoreLine } from '~/features/reviews';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/wishlist-compare';
import { loadComparison } from './wishlist-compare.server';
import classes from './wishlist-compare.module.css';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Compare') },
  { name: 'robots', content: 'noindex' },
];

export const loader = (args: Route.LoaderArgs) => loadComparison(args);

const wholeNumber = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/** A column: the service with the couple's own hearts and its reviews' score. */
type ComparedService = ComparedFacts & WithReviewScore;

/** A cell the service has nothing for: a dash to see, words to hear. */
function Missing({ children = 'Not given' }: { children?: string }) {
  return (
    <>
      <span aria-hidden="true" className={classes.missing}>
        —
      </span>
      <span className="visually-hidden">{children}</span>
    </>
  );
}

function capacityOf(service: ComparedService): ReactNode {
  if (!service.capacity) return <Missing />;
  const { min, max } = service.capacity;
  return min ? `${wholeNumber.format(min)}–${wholeNumber.format(max)} guests` : `Up to ${wholeNumber.format(max)} guests`;
}

function hearts(vote: number): ReactNode {
  if (vote === 0) return <Missing>Not rated yet</Missing>;
  return (
    <span className={classes.hearts}>
      <span aria-hidden="true">
        {[1, 2, 3, 4, 5].map((heart) => (
          <IconHeart key={heart} size={16} stroke={1.8} className={heart <= vote ? classes.filled : undefined} />
        ))}
      </span>
      {vote} of 5
    </span>
  );
}

export default function WishlistComparePage({ loaderData }: Route.ComponentProps) {
  const { comparison, problem } = loaderData;
  const services = comparison?.services ?? [];
  // One row per price-like attribute any of them has, in the order they first appear.
  const priceRows = [...new Map(services.flatMap((service) => service.prices.map((price) => [price.name, price.label] as const))).entries()];
  const rows: { label: string; cell: (service: ComparedService) => ReactNode }[] = [
    { label: 'Category', cell: (service) => service.categoryTitle },
    { label: 'Place', cell: (service) => [service.regionName, service.stateName].filter(Boolean).join(', ') },
    ...priceRows.map(([name, label]) => ({
      label,
      cell: (service: ComparedService) => service.prices.find((price) => price.name === name)?.value ?? <Missing />,
    })),
    { label: 'Guests', cell: capacityOf },
    { label: 'Your rating', cell: (service) => hearts(service.vote) },
    // The public score is the reviews' (issue 32); the hearts above are the couple's own.
    { label: 'Reviews', cell: (service) => <ReviewScoreLine variant="card" score={service.reviewScore} serviceName={service.name} /> },
    ...(comparison?.weddingPlace
      ? [
          {
            label: `Distance from ${comparison.weddingPlace}`,
            cell: (service: ComparedService) =>
              service.distanceKm === null ? <Missing /> : `${service.distanceKm < 1 ? 'Under 1' : wholeNumber.format(service.distanceKm)} km`,
          },
        ]
      : []),
  ];

  return (
    <div className={`content-width ${classes.page}`}>
      <Link to="/wishlist" className={classes.back}>
        <IconArrowLeft size={16} aria-hidden="true" /> Back to Wishlist
      </Link>
      <Title order={1}>Compare</Title>
      {problem || services.length < 2 ? (
        <p role="alert" className={classes.problem}>
          {problem ?? 'Select at least two services from your wishlist to compare.'}
        </p>
      ) : (
        <>
          <p className={classes.lead}>
            {comparison?.weddingPlace ? (
              <>Distances are from {comparison.weddingPlace}, your wedding location, as the crow flies.</>
            ) : (
              <>
                Add your wedding location to <Link to="/profile">your profile</Link> to see how far each one is.
              </>
            )}
          </p>
          {/* A phone scrolls the table sideways inside this box, never the page. */}
          <div className={classes.scroller} role="region" aria-labelledby="compare-caption" tabIndex={0}>
            <table className={classes.table}>
              <caption id="compare-caption" className="visually-hidden">
                {services.length} services from your wishlist, side by side
              </caption>
              <thead>
                <tr>
                  <td className={classes.corner} />
                  {services.map((service) => (
                    <th key={service.id} scope="col" className={classes.serviceHead}>
                      <ResponsiveImage
                        src={service.images[0]?.url ?? '/images/default.jpg'}
                        alt=""
                        width={400}
                        height={267}
                        sizes="240px"
                        className={classes.thumbnail}
                      />
                      <Link to={service.path} className={classes.name}>
                        {service.name}
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    {services.map((service) => (
                      <td key={service.id}>{row.cell(service)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
