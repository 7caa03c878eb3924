import '@mantine/dates/styles.css';
import { DatePicker } from '@mantine/dates';
import { useEffect, useRef } from 'react';

type DatePickerPanelProps = {
  id: string;
  value: string | null;
  onChange: (value: string | null) => void;
  onClose: () => void;
};

/**
 * The calendar of the home search's date field, loaded only when a couple opens it so the home
 * page's first load stays light. Escape or a click outside closes it.
 */
export default function DatePickerPanel({ id, value, onChange, onClose }: DatePickerPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  const today = new Date().toISOString().slice(0, 10);

  useEffect(() => {
    // Focus the selected or first focusable day, so the keyboard can pick a date at once.
    panel.current?.querySelector<HTMLButtonElement>('button[data-selected], table button:not([disabled])')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!panel.current?.parentElement?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [onClose]);

  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-label="Choose your wedding date"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      style={{ position: 'absolute', zIndex: 20, top: 'calc(100% + 6px)', left: 0, padding: 12, borderRadius: 12, background: '#fff', boxShadow: '0 12px 32px rgba(43, 42, 40, 0.18)' }}
    >
      <DatePicker
        value={value}
        onChange={onChange}
        minDate={today}
        allowDeselect
        defaultDate={value ?? undefined}
        ariaLabels={{
          nextMonth: 'Next month',
          previousMonth: 'Previous month',
          nextYear: 'Next year',
          previousYear: 'Previous year',
          nextDecade: 'Next decade',
          previousDecade: 'Previous decade',
          monthLevelControl: 'Choose a month',
          yearLevelControl: 'Choose a year',
        }}
      />
    </div>
  );
}
