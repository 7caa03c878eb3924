import { Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { countryNames } from '../../../shared/geo/country-code';
import { PlaceDirectory } from '~/features/catalog/place-directory';
import { SearchPage } from '~/features/search/search-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/category-place';
import { loadCategoryPlace } from './category-place.server';
import classes from './landing.module.css';

export const loader = (args: Route.LoaderArgs) => loadCategoryPlace(args);

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
