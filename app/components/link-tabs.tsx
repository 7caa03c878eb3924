import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useFollowingState } from '~/lib/use-following-state';

export type LinkTab = { value: string; label: string; panel: ReactNode };

type LinkTabsProps = {
  /** What the tabs are, for screen readers ("Profile sections"). */
  label: string;
  /** The URL search parameter that holds the chosen tab. */
  param: string;
  tabs: LinkTab[];
  classNames: { list: string; tab: string; panel: string };
};

/**
 * Tabs whose choice lives in the URL (?{param}=value), so a reload or a shared link opens the same
 * tab; without JavaScript each tab is a plain link. With it they are ARIA tabs: the panel changes
 * at once, arrow keys, Home and End move between tabs, and the URL follows without a history entry.
 * Every panel stays in the page, so a half-filled form survives a look at another tab.
 */
export function LinkTabs({ label, param, tabs, classNames }: LinkTabsProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(param);
  const [active, setActive] = useFollowingState(tabs.some((tab) => tab.value === requested) ? requested! : tabs[0].value);
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const id = useId();

  const hrefOf = (value: string) => {
    const params = new URLSearchParams(searchParams);
    params.set(param, value);
    return `?${params}`;
  };
  const select = (index: number) => {
    const { value } = tabs[index];
    setActive(value);
    tabRefs.current[index]?.focus();
    setSearchParams(
      (params) => {
        params.set(param, value);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <>
      <div role="tablist" aria-label={label} className={classNames.list}>
        {tabs.map((tab, index) => {
          const selected = tab.value === active;
          return (
            <a
              key={tab.value}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              role="tab"
              id={`${id}-tab-${tab.value}`}
              href={hrefOf(tab.value)}
              aria-selected={selected}
              aria-controls={`${id}-panel-${tab.value}`}
              tabIndex={selected ? 0 : -1}
              className={classNames.tab}
              onClick={(event) => {
                event.preventDefault();
                select(index);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={`${id}-panel-${tab.value}`}
          aria-labelledby={`${id}-tab-${tab.value}`}
          hidden={tab.value !== active}
          className={classNames.panel}
        >
          {tab.panel}
        </div>
      ))}
    </>
  );
}
