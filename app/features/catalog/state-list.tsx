import { Tabs } from '@mantine/core';
import { Link } from 'react-router';
import classes from './state-list.module.css';

type StateLink = { name: string; stateCode: string };
type CategoryTab = { name: string; title: string; categorySlug: string };

/**
 * Spec §2's state list for Australia: per category, a link per state to
 * /{category_slug}/in-{state_code} labelled 'Wedding {category title} {state name}', then See More.
 * Every tab's links are in the HTML, so crawlers and people without JavaScript reach them all.
 */
export function StateList({ categories, states }: { categories: CategoryTab[]; states: StateLink[] }) {
  return (
    <Tabs defaultValue={categories[0]?.name} variant="outline" radius="md">
      <Tabs.List className={classes.tabs}>
        {categories.map((category) => (
          <Tabs.Tab key={category.name} value={category.name}>
            {category.title}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {categories.map((category) => (
        <Tabs.Panel key={category.name} value={category.name} className={classes.panel}>
          <ul className={`column-list ${classes.links}`}>
            {states.map((state) => (
              <li key={state.stateCode}>
                <Link to={`/${category.categorySlug}/in-${state.stateCode.toLowerCase()}`}>
                  Wedding {category.title} {state.name}
                </Link>
              </li>
            ))}
          </ul>
          <Link to={`/${category.categorySlug}/au`} className={classes.more}>
            See More<span className="visually-hidden"> {category.title.toLowerCase()} in Australia</span>
          </Link>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
