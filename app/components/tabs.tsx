import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import classes from './tabs.module.css';

export type TabItem = { value: string; label: ReactNode };

type TabsProps = {
  tabs: TabItem[];
  value: string;
  onChange: (value: string) => void;
  /** 'pills': filled rounded tabs (the featured block); 'outline': folder tabs on a line (place lists). */
  variant: 'pills' | 'outline';
  /** A tab's panel. */
  panel: (value: string) => ReactNode;
  /** Every panel in the page, hidden but the chosen one (its links stay in the HTML), or only the chosen one. */
  keepMounted?: boolean;
  listClassName?: string;
  panelClassName?: string;
};

/**
 * ARIA tabs (WAI-ARIA APG, automatic activation): arrow keys, Home and End move between the tabs
 * and choose them. Plain buttons and React's useId, in place of Mantine's Tabs, whose ids and
 * panel bookkeeping re-rendered every tab and panel synchronously just after hydration.
 */
export function Tabs({ tabs, value, onChange, variant, panel, keepMounted = true, listClassName, panelClassName }: TabsProps) {
  const id = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (tab: string) => `${id}-tab-${tab}`;
  const panelId = (tab: string) => `${id}-panel-${tab}`;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    tabRefs.current[next]?.focus();
    onChange(tabs[next].value);
  };

  const shown = keepMounted ? tabs : tabs.filter((tab) => tab.value === value);
  return (
    <div>
      <div role="tablist" aria-orientation="horizontal" className={`${classes.list} ${listClassName ?? ''}`} data-variant={variant}>
        {tabs.map((tab, index) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={keepMounted || selected ? panelId(tab.value) : undefined}
              tabIndex={selected ? 0 : -1}
              className={`mantine-focus-auto ${classes.tab}`}
              data-variant={variant}
              onClick={() => onChange(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {shown.map((tab) => (
        <div key={tab.value} role="tabpanel" id={panelId(tab.value)} aria-labelledby={tabId(tab.value)} hidden={tab.value !== value} className={panelClassName}>
          {panel(tab.value)}
        </div>
      ))}
    </div>
  );
}
