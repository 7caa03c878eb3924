import { Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CategoryIcon } from '~/features/catalog/category-icon';
import { PlaceDirectory } from '~/features/catalog/place-directory';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/country';
import { loadCountry } from './country.server';
import classes from './landing.module.css';

export const loader = (args: Route.LoaderArgs) => loadCountry(args);

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => [
  { title: titleWithProduct(matches, `Wedding Venues and Vendors in ${data?.countryName ?? 'Australia'}`) },
  {
    name: 'description',
    content: `Wedding venues, photographers, florists, celebrants and more in every region of ${data?.countryName ?? 'Australia'}.`,
  },
];

export default function CountryPage({ loaderData }: Route.ComponentProps) {
  const { countryName, countryCode, categories } = loaderData;
  return (
    <div className={`content-width ${classes.body}`}>
      <Title order={1}>Weddings in {countryName}</Title>
      <Text size="lg" c="dimmed" mt="xs" mb="xl" maw={720}>
        Every kind of wedding vendor listed in {countryName}, by state and region.
      </Text>
      {categories.map((category) => (
        <section key={category.id} className={classes.section} aria-labelledby={`category-${category.id}`}>
          <Title order={2} id={`category-${category.id}`} className={classes.sectionHeading}>
            <span className={classes.icon}>
              <CategoryIcon name={category.icon} />
            </span>
            <Link to={`/${category.categorySlug}/${countryCode}`}>{category.pluralName}</Link>
          </Title>
          <PlaceDirectory categorySlug={category.categorySlug} states={category.states} />
        </section>
      ))}
      {categories.length === 0 && <Text c="dimmed">Nothing is listed in {countryName} yet.</Text>}
      <p className={classes.aside}>
        {countryCode === 'nz' ? <Link to="/au">Weddings in Australia</Link> : <Link to="/nz">Weddings in New Zealand</Link>}
      </p>
    </div>
  );
}
