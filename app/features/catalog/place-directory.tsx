import { Link } from 'react-router';
import type { StateWithServices } from '../../../server/modules/catalog';
import classes from './place-directory.module.css';

type StateEntry = Pick<StateWithServices, 'id' | 'name' | 'stateCode' | 'services'> & {
  regions: Pick<StateWithServices['regions'][number], 'id' | 'name' | 'link' | 'services'>[];
};

/**
 * States with their regions that have services in a category, each linking to its place search:
 * /{category_slug}/in-{statecode} and /{category_slug}/in-{statecode}-{regionlink} (spec §2).
 */
export function PlaceDirectory({ categorySlug, states, headingLevel = 3 }: { categorySlug: string; states: StateEntry[]; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={`column-list ${classes.states}`}>
      {states.map((state) => {
        const stateLink = `/${categorySlug}/in-${state.stateCode.toLowerCase()}`;
        return (
          <li key={state.id} className={classes.state}>
            <Heading className={classes.stateName}>
              <Link to={stateLink}>{state.name}</Link> <span className={classes.count}>({state.services})</span>
            </Heading>
            {state.regions.length > 0 && (
              <ul className={classes.regions}>
                {state.regions.map((region) => (
                  <li key={region.id}>
                    <Link to={`${stateLink}-${region.link}`}>{region.name}</Link> <span className={classes.count}>({region.services})</span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
