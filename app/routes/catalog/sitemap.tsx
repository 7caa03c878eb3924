import { Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { Tabs } from '~/components/tabs';
import { PlaceDirectory } from '~/features/catalog/place-directory';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/sitemap';
import { loadSitemap } from './sitemap.server';
import classes from './landing.module.css';

// Spec §2: the sitemap's Pages list, in this order.
const pages = [
  { label: 'Home', to: '/' },
  { label: 'Register', to: '/register' },
  { label: 'Login', to: '/login' },
  { label: 'Vendor Register', to: '/vendors/register' },
  { label: 'Vendor Login', to: '/vendors/login' },
  { label: 'Contact Us', to: '/pages/contact/' },
  { label: 'How Reviews Work', to: '/how-reviews-work' },
  { label: 'Terms And Conditions', to: '/pages/terms/' },
  { label: 'Acceptable Use Policy', to: '/pages/acceptable-use-policy/' },
  { label: 'Privacy Policy', to: '/pages/privacy/' },
];

/** Spec §2: the category shown first. */
const defaultCategorySlug = 'wedding-venues';

export const loader = (args: Route.LoaderArgs) => loadSitemap(args);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Sitemap') },
  { name: 'description', content: 'Every page, category and wedding region on one page.' },
];

export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  const defaultTab = categories.find((category) => category.slug === defaultCategorySlug)?.slug ?? categories[0]?.slug;
  const [tab, setTab] = useState(defaultTab ?? '');
  return (
    <div className={`content-width ${classes.body}`}>
      <Title order={1}>Sitemap</Title>
      <section className={classes.section} aria-labelledby="sitemap-pages">
        <Title order={2} id="sitemap-pages" mt="xl" mb="md">
          Pages
        </Title>
        <ul className={classes.pageLinks}>
          {pages.map((page) => (
            <li key={page.to}>
              <Link to={page.to}>{page.label}</Link>
            </li>
          ))}
        </ul>
      </section>
      {categories.length > 0 && (
        <section className={classes.section} aria-labelledby="sitemap-places">
          <Title order={2} id="sitemap-places" mb="md">
            Wedding vendors by place
          </Title>
          <Tabs
            tabs={categories.map((category) => ({ value: category.slug, label: category.pluralName }))}
            value={tab}
            onChange={setTab}
            variant="outline"
            listClassName={classes.tabList}
            panelClassName={classes.tabPanel}
            panel={(slug) =>
              categories
                .find((category) => category.slug === slug)
                ?.countries.map((country) => (
                  <div key={country.code} className={classes.section}>
                    <Title order={3} mb="sm">
                      {categories.find((category) => category.slug === slug)?.pluralName} in {country.name}
                    </Title>
                    <PlaceDirectory categorySlug={slug} states={country.states} headingLevel={4} />
                  </div>
                ))
            }
          />
        </section>
      )}
    </div>
  );
}
