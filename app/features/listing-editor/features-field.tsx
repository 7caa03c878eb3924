import { Button } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { errorIdOf } from '~/components/form/form-errors-alert';
import formClasses from '~/components/form/form.module.css';
import type { FormErrors } from '~/lib/form-errors';
import { useScripted } from '~/lib/use-scripted';
import { listingLimits } from '../../../shared/catalog/listing-fields';
import { useReportUnsaved } from './leave-warning';
import classes from './listing-editor.module.css';

type Item = { key: number; text: string };

// Empty fields a form without JavaScript offers for new features.
const blankFields = 3;


/**
 * The listing's features as a list of fields, each sent as `features` in its order. With
 * JavaScript each has Move up, Move down and Remove, and Add a feature adds one (focus follows);
 * without it the fields themselves do it all: empty ones to add to, clearing one removes it.
 * What was typed before the page's scripts arrived (in the fields the page came with) becomes the
 * list they run. `typed` is the list of a refused save, which comes back as typed.
 */
export function FeaturesField({ formId, features, typed, errors }: { formId: string; features: string[]; typed?: string[]; errors: FormErrors }) {
  const scripted = useScripted();
  // The list's refusals ('features') and its fields' ('features.2').
  const errorIds = Object.keys(errors)
    .filter((field) => field === 'features' || field.startsWith('features.'))
    .map((field) => errorIdOf(formId, field));
  // Keys from 0, the same on the server and in the browser (they name the fields' ids).
  const initial = typed ?? features;
  const [items, setItems] = useState<Item[]>(() => initial.map((text, index) => ({ key: index, text })));
  const lastKey = useRef(initial.length + blankFields);
  // Where focus goes once the list has changed: a field, or one of its buttons.
  const focusNext = useRef<{ key: number; control: 'input' | 'up' | 'down' } | 'add' | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const add = useRef<HTMLButtonElement>(null);
  useReportUnsaved('features', items.map((item) => item.text).join('\n') !== features.join('\n'));

  // Before the list turns into the scripted one: the fields as they are now, typed-in blanks included.
  const takeTyped = useEffectEvent(() => {
    const fields = [...(list.current?.querySelectorAll<HTMLInputElement>('li[data-feature] input[name="features"]') ?? [])];
    const typedItems = fields
      .map((field) => ({ key: Number(field.closest('li')?.dataset.feature), text: field.value }))
      .filter((item) => item.key < initial.length || item.text !== '');
    if (typedItems.map((item) => item.text).join('\n') !== items.map((item) => item.text).join('\n')) setItems(typedItems);
  });
  useLayoutEffect(() => takeTyped(), []);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'add') add.current?.focus();
    else if (target) list.current?.querySelector<HTMLElement>(`[data-feature="${target.key}"] [data-control="${target.control}"]:not([disabled])`)?.focus();
  }, [items]);

  const blanks = Array.from({ length: Math.max(0, Math.min(blankFields, listingLimits.features - items.length)) }, (_, index) => ({ key: items.length + index, text: '' }));
  const shown = scripted ? items : [...items, ...blanks];
  const move = (index: number, to: number, control: 'up' | 'down') => {
    const next = [...items];
    next.splice(to, 0, ...next.splice(index, 1));
    // At the end of the list that button is gone: the field keeps focus instead.
    focusNext.current = { key: items[index].key, control: (control === 'up' ? to > 0 : to < items.length - 1) ? control : 'input' };
    setItems(next);
  };
  const remove = (index: number) => {
    const after = items[index + 1] ?? items[index - 1];
    focusNext.current = after ? { key: after.key, control: 'input' } : 'add';
    setItems(items.filter((_, at) => at !== index));
  };
  const labelOf = (index: number) => `Feature ${index + 1}`;

  return (
    <fieldset className={classes.fieldset} aria-describedby={errorIds.join(' ') || undefined}>
      <legend>Features</legend>
      <p className={formClasses.hint}>{scripted ? `Up to ${listingLimits.features}, in the order couples see them.` : `Up to ${listingLimits.features}. Fill an empty field to add one, clear a field to remove it; save to add more.`}</p>
      <ol ref={list} className={classes.features}>
        {shown.map((item, index) => (
          <li key={item.key} data-feature={item.key} className={classes.feature}>
            <label htmlFor={`${formId}-feature-${item.key}`} className="visually-hidden">
              {labelOf(index)}
            </label>
            <input
              id={`${formId}-feature-${item.key}`}
              name="features"
              data-control="input"
              className={formClasses.input}
              maxLength={listingLimits.feature}
              {...(scripted ? { value: item.text, onChange: (event) => setItems(items.map((entry) => (entry.key === item.key ? { ...entry, text: event.currentTarget.value } : entry))) } : { defaultValue: item.text })}
            />
            {scripted && (
              <span className={classes.featureActions}>
                {index > 0 && (
                  <Button variant="subtle" size="compact-sm" data-control="up" aria-label={`Move up: ${labelOf(index)}`} onClick={() => move(index, index - 1, 'up')}>
                    <IconArrowUp size={16} aria-hidden="true" />
                  </Button>
                )}
                {index < items.length - 1 && (
                  <Button variant="subtle" size="compact-sm" data-control="down" aria-label={`Move down: ${labelOf(index)}`} onClick={() => move(index, index + 1, 'down')}>
                    <IconArrowDown size={16} aria-hidden="true" />
                  </Button>
                )}
                <Button variant="subtle" color="red" size="compact-sm" data-control="remove" aria-label={`Remove: ${labelOf(index)}`} onClick={() => remove(index)}>
                  <IconTrash size={16} aria-hidden="true" />
                </Button>
              </span>
            )}
          </li>
        ))}
      </ol>
      {scripted &&
        (items.length < listingLimits.features ? (
          <Button
            ref={add}
            variant="default"
            size="sm"
            className={classes.addFeature}
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => {
              const item = { key: lastKey.current++, text: '' };
              focusNext.current = { key: item.key, control: 'input' };
              setItems([...items, item]);
            }}
          >
            Add a feature
          </Button>
        ) : (
          <p className={formClasses.hint}>That is as many features as a listing can have.</p>
        ))}
    </fieldset>
  );
}
