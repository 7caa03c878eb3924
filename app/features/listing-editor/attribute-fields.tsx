import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Switch } from '@mantine/core';
import type { AttributeRecord } from '../../../server/modules/catalog';
import { TextField } from '~/components/form/text-field';
import formClasses from '~/components/form/form.module.css';
import { attributeGroups, isPriceKey, isYesNo } from '../../../shared/catalog/attributes';
import type { FormErrors } from '~/lib/form-errors';
import { metaFieldName } from './steps';
import classes from './listing-editor.module.css';

const parsed = (value: string | undefined): unknown => {
  try {
    return value === undefined ? undefined : JSON.parse(value);
  } catch {
    return value;
  }
};

/** The groups a vendor fills in, in order, under these headings (the hidden group never reaches the form). */
const shownGroups = [
  { group: attributeGroups.additionalInfo, heading: 'Additional information' },
  { group: attributeGroups.optionalInfo, heading: 'Optional information' },
];

/**
 * The attribute step, drawn from the category's definitions (the ones the server checks against),
 * a section per group. The travel radius lives on the location step.
 */
export function AttributeFields({ formId, attributes, meta, errors }: { formId: string; attributes: AttributeRecord[]; meta: Record<string, string>; errors: FormErrors }) {
  const fields = attributes.filter((attribute) => attribute.type !== 'radius');
  return (
    <>
      {shownGroups.map(({ group, heading }) => {
        const inGroup = fields.filter((attribute) => attribute.group === group);
        if (inGroup.length === 0) return null;
        const headingId = `${formId}-${group.split('.').pop()}`;
        return (
          <section key={group} aria-labelledby={headingId} className={classes.attributeGroup}>
            <h3 id={headingId} className={classes.groupHeading}>
              {heading}
            </h3>
            {inGroup.map((attribute) => (
              <AttributeField key={attribute.id} formId={formId} attribute={attribute} value={parsed(meta[attribute.name])} error={errors[`meta.${attribute.name}`]} />
            ))}
          </section>
        );
      })}
    </>
  );
}

function AttributeField({ formId, attribute, value, error }: { formId: string; attribute: AttributeRecord; value: unknown; error?: string }) {
  const { name, label, type, options } = attribute;
  const field = metaFieldName(name);
  const bounds = { min: options.min, max: options.max, step: options.step };
  if (type === 'number') {
    const price = isPriceKey(name);
    return <TextField formId={formId} name={field} type="number" label={`${label}${price ? ' ($)' : ''}${options.unit ? `, ${options.unit}` : ''}`} {...bounds} defaultValue={value === undefined ? '' : String(value)} error={error} />;
  }
  if (type === 'range') {
    const [from, to] = Array.isArray(value) ? value : [options.min, options.max];
    return (
      <fieldset className={classes.fieldset}>
        <legend>{`${label}${options.unit ? ` (${options.unit})` : ''}`}</legend>
        <TextField formId={formId} name={metaFieldName(name, 'from')} type="number" label="From" {...bounds} defaultValue={String(from ?? '')} error={error} />
        <TextField formId={formId} name={metaFieldName(name, 'to')} type="number" label="To" {...bounds} defaultValue={String(to ?? '')} />
      </fieldset>
    );
  }
  if (isYesNo(attribute)) {
    // Spec §3's yes/no checkbox: a switch, which is a checkbox without JavaScript too. An unticked
    // box sends nothing, so `__yesno` tells the action to save it as no (it can never be invalid).
    return (
      <div className={classes.yesNo}>
        <input type="hidden" name={`${field}__yesno`} value="1" />
        <Switch
          name={field}
          value="yes"
          defaultChecked={value === 'yes'}
          label={label}
          onLabel="Yes"
          offLabel="No"
          size="md"
          classNames={{ track: classes.switchTrack }}
        />
      </div>
    );
  }
  const multiple = type === 'checkbox_group';
  const chosen = Array.isArray(value) ? value : [value];
  return (
    <fieldset className={classes.fieldset} aria-describedby={error ? `${formId}-error-meta.${name}` : undefined}>
      <legend>
        {label}
        {multiple && options.maxSelected ? ` (up to ${options.maxSelected})` : ''}
      </legend>
      {multiple && <input type="hidden" name={`${field}__group`} value="1" />}
      <div className={classes.choices}>
        {(options.choices ?? []).map((choice) => (
          <label key={choice.value} className={formClasses.checkbox}>
            <input type={multiple ? 'checkbox' : 'radio'} name={field} value={choice.value} defaultChecked={chosen.includes(choice.value)} />
            {choice.label}
          </label>
        ))}
        {/* A radio group can be deselected: "No answer" clears the value. */}
        {!multiple && (
          <label className={formClasses.checkbox}>
            <input type="radio" name={field} value="" defaultChecked={value === undefined} />
            No answer
          </label>
        )}
      </div>
    </fieldset>
  );
}
