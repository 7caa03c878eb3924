import { Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { findCategoryBySlug } from '../../../server/modules/catalog/find-category';
import { findPlace } from '../../../server/modules/geo/find-place';
import { listCategoryPlaces } from '../../../server/modules/geo/list-category-places';
import { categoryBannerUrl } from '../../../server/modules/media/hero-images';
import { markWishlisted } from '../../../server/modules/engagement';
import { runSearch } from '../../../server/modules/search/run-search';
import { PlaceDirectory } from '~/features/catalog/place-directory';
import { SearchPage } from '~/features/search/search-page';
import { notFound } from '~/lib/not-found';
import { parsePlaceParam } from '~/lib/place-param';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/category-place';
import classes from './landing.module.css';

const countryNames = { au: 'Australia', nz: 'New Zealand' } as const;

/**
 * /{category}/{country} is the category landing; /{category}/in-{state} and
 * /{category}/in-{state}-{region} are place searches. Route patterns cannot match the "in-" prefix,
 * so one route receives all three and tells them apart here.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const { db } = app;
  const slug = new URL(request.url).pathname.split('/')[1];
  const category = await findCategoryBySlug(db, slug);
  if (!category || (params.place ?? '').length > 120) notFound();
  const placeParam = parsePlaceParam(params.place);
  if (placeParam.kind === 'country') {
    const { countryCode } = placeParam;
    const [places] = await listCategoryPlaces(db, { countryCode, categoryId: category.id });
    return {
      kind: 'landing' as const,
      category,
      countryCode,
      placeName: countryNames[countryCode],
      banner: categoryBannerUrl(category.name),
      states: places?.states ?? [],
      services: places?.services ?? 0,
    };
  }
  const place = await findPlace(db, placeParam.stateCode, placeParam.regionLink);
  if (!place) notFound();
  const search = await runSearch(app, new URL(request.url).searchParams, {
    categoryName: category.name,
    stateId: place.state.id,
    regionId: place.region?.id ?? null,
  });
  return {
    kind: 'search' as const,
    category,
    placeName: place.region?.name ?? place.state.name,
    placeSegment: params.place!,
    search: { ...search, results: await markWishlisted(app, search.results) },
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  if (!data) return [];
  const { category, placeName } = data;
  const appName = titleWithProduct(matches, '').replace(/^ - /, '');
  return [
    { title: titleWithProduct(matches, `${category.pluralName} in ${placeName}`) },
    {
      name: 'description',
      content: `Search ${category.pluralName} in ${placeName}. Find your ideal ${category.singularName} and make planning your wedding day easy with ${appName}.`,
    },
  ];
};

export default function CategoryPlacePage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'search') {
    const { category, placeName, placeSegment, search } = loaderData;
    return (
      <SearchPage
        data={search}
        heading={`${category.pluralName} in ${placeName}`}
        pathname={`/${category.categorySlug}/${placeSegment}`}
        placeSegment={placeSegment}
        fixedCategory
        before={
          // Spec §2: Back goes to home.
          <Link to="/" className={classes.back}>
            <IconArrowLeft size={16} aria-hidden="true" /> Back
          </Link>
        }
      />
    );
  }
  const { category, placeName, countryCode, banner, states, services } = loaderData;
  const otherCountry = countryCode === 'nz' ? 'au' : 'nz';
  return (
    <>
      <section className={classes.banner} aria-labelledby="landing-title">
        <img src={banner} alt="" width={1200} height={800} className={classes.bannerImage} fetchPriority="high" />
        <div className={`content-width ${classes.bannerInner}`}>
          <Title order={1} id="landing-title" className={classes.bannerTitle}>
            {category.pluralName} in {placeName}
          </Title>
          <p className={classes.bannerCount}>
            {services} {services === 1 ? category.singularName.toLowerCase() : category.pluralName.toLowerCase()} listed
          </p>
        </div>
      </section>
      <div className={`content-width ${classes.body}`}>
        {category.description && (
          <Text size="lg" maw={760} className={classes.description}>
            {category.description}
          </Text>
        )}
        <Title order={2} className={classes.sectionTitle}>
          {category.pluralName} by region
        </Title>
        {states.length > 0 ? (
          <PlaceDirectory categorySlug={category.categorySlug} states={states} />
        ) : (
          <Text c="dimmed">No {category.pluralName.toLowerCase()} are listed in {placeName} yet.</Text>
        )}
        <p className={classes.aside}>
          Also see <Link to={`/${category.categorySlug}/${otherCountry}`}>{category.pluralName} in {countryNames[otherCountry]}</Link> or{' '}
          <Link to={`/${countryCode}`}>every kind of wedding vendor in {placeName}</Link>.
        </p>
      </div>
    </>
  );
}
