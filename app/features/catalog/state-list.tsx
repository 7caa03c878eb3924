import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Tabs } from '~/components/tabs';
import classes from './state-list.module.css';

type StateLink = { name: string; stateCode: string };
type CategoryTab = { name: string; title: string; categorySlug: string };

/**
 * Spec §2's state list for Australia: per category, a link per state to
 * /{category_slug}/in-{state_code} labelled 'Wedding {category title} {state name}', then See More.
 * Every tab's links are in the HTML, so crawlers and people without JavaScript reach them all.
 */
export function StateList({ categories, states }: { categories: CategoryTab[]; states: StateLink[] }) {
  const [active, setActive] = useState(categories[0]?.name ?? '');
  return (
    <Tabs
      tabs={categories.map((category) => ({ value: category.name, label: category.title }))}
      value={active}
      onChange={setActive}
      variant="outline"
      listClassName={classes.tabs}
      panelClassName={classes.panel}
      panel={(name) => {
        const category = categories.find((candidate) => candidate.name === name);
        if (!category) return null;
        // The hidden panels' links are plain anchors (in the HTML for crawlers, never clicked while
        // hidden); a panel's links become router links when it is shown. 63 router links cost the
        // home page's hydration about 10 ms of a phone's main thread; the shown panel's 9 remain.
        const PlaceLink = name === active ? Link : PlainLink;
        return (
          <>
            <ul className={`column-list ${classes.links}`}>
              {states.map((state) => (
                <li key={state.stateCode}>
                  <PlaceLink to={`/${category.categorySlug}/in-${state.stateCode.toLowerCase()}`}>
                    Wedding {category.title} {state.name}
                  </PlaceLink>
                </li>
              ))}
            </ul>
            <PlaceLink to={`/${category.categorySlug}/au`} className={classes.more}>
              See More<span className="visually-hidden"> {category.title.toLowerCase()} in Australia</span>
            </PlaceLink>
          </>
        );
      }}
    />
  );
}

function PlainLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}
