import { Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { appContext } from '../../server/http/router-context';
import { listCategories } from '../../server/modules/catalog/list-categories';
import { CategoryIcon } from '~/features/catalog/category-icon';
import type { Route } from './+types/home';
import classes from './home.module.css';

export const meta: Route.MetaFunction = () => [
  { title: 'Search & Find Wedding Venues Vendors' },
  {
    name: 'description',
    content: 'Find wedding venues, photographers, florists, celebrants and more across Australia and New Zealand.',
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const categories = await listCategories(db);
  return {
    categories: categories.map(({ id, pluralName, description, categorySlug, icon }) => ({
      id,
      pluralName,
      description,
      categorySlug,
      icon,
    })),
  };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className={classes.hero} aria-labelledby="hero-title">
        <div className={`content-width ${classes.heroInner}`}>
          <Title order={1} id="hero-title" className={classes.heroTitle}>
            Your dream day starts here
          </Title>
          <p className={classes.heroSubtitle}>Search Now</p>
        </div>
      </section>

      <section className={`content-width ${classes.section}`} aria-labelledby="categories-title">
        <Title order={2} id="categories-title">
          Find your wedding team
        </Title>
        <Text c="dimmed" mt="xs" maw={640}>
          Venues and vendors across Australia and New Zealand, with honest prices and real availability.
        </Text>
        <div className={classes.grid}>
          {loaderData.categories.map((category) => (
            <Link key={category.id} to={`/${category.categorySlug}/au`} className={classes.card}>
              <span className={classes.icon}>
                <CategoryIcon name={category.icon} />
              </span>
              <span>
                <span className={classes.cardTitle}>{category.pluralName}</span>
                {category.description && <span className={classes.cardText} style={{ display: 'block' }}>{category.description}</span>}
              </span>
            </Link>
          ))}
        </div>
      </section>
    </>
  );
}
