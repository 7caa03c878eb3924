import { IconChevronDown } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import classes from './site-header.module.css';

type HeaderDropdownProps = {
  id: string;
  label: string;
  items: { label: string; to: string }[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * A disclosure of navigation links (the WAI-ARIA pattern for site navigation, lighter than a
 * positioned menu): the button toggles the list; Escape closes it and returns focus to the
 * button; a click or focus outside closes it.
 */
export function HeaderDropdown({ id, label, items, open, onOpenChange }: HeaderDropdownProps) {
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeIfOutside = (event: Event) => {
      if (!container.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', closeIfOutside);
    document.addEventListener('focusin', closeIfOutside);
    return () => {
      document.removeEventListener('pointerdown', closeIfOutside);
      document.removeEventListener('focusin', closeIfOutside);
    };
  }, [open, onOpenChange]);

  return (
    <div
      ref={container}
      className={classes.dropdown}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          onOpenChange(false);
          button.current?.focus();
        }
      }}
    >
      <button ref={button} type="button" className={classes.link} aria-expanded={open} aria-controls={id} onClick={() => onOpenChange(!open)}>
        {label}
        <IconChevronDown size={14} aria-hidden="true" className={classes.chevron} />
      </button>
      <ul id={id} className={classes.dropdownList} hidden={!open}>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={classes.dropdownLink} onClick={() => onOpenChange(false)}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
