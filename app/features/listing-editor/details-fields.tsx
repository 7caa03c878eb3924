import { SelectField } from '~/components/form/select-field';
import { TextAreaField } from '~/components/form/text-area-field';
import { TextField } from '~/components/form/text-field';
import { listingLimits, socialLinkKey, socialNetworks, videoLinkKeys } from '../../../shared/catalog/listing-fields';
import { keptList, keptValue, type FormErrors, type FormValues } from '~/lib/form-errors';
import { FeaturesField } from './features-field';
import classes from './listing-editor.module.css';

export type DetailsValues = {
  name: string;
  categoryId: number;
  description: string;
  features: string[];
  website: string | null;
  phone: string | null;
  meta: Record<string, string>;
};

const networkLabel = { instagram: 'Instagram', pinterest: 'Pinterest', facebook: 'Facebook' } as const;

type DetailsFieldsProps = {
  formId: string;
  /** The listing as saved (none for a new one). */
  values?: DetailsValues;
  /** What was typed into a refused save: it comes back as typed. */
  typed?: FormValues;
  categories: Record<string, string>;
  errors: FormErrors;
  defaultCategoryId?: number;
};

/** The details step's fields, uncontrolled. */
export function DetailsFields({ formId, values, typed, categories, errors, defaultCategoryId }: DetailsFieldsProps) {
  const kept = (name: string, saved: string | undefined) => keptValue(typed, name) ?? saved;
  return (
    <>
      <TextField formId={formId} name="name" label="Listing name" defaultValue={kept('name', values?.name)} maxLength={listingLimits.name} error={errors.name} required />
      <SelectField formId={formId} name="category_id" label="Category" options={categories} placeholder="Choose a category" defaultValue={kept('category_id', String(values?.categoryId ?? defaultCategoryId))} error={errors.category_id} required />
      {values && (
        <>
          <TextAreaField formId={formId} name="description" label="Description" rows={8} defaultValue={kept('description', values.description)} maxLength={listingLimits.description} error={errors.description} />
          <FeaturesField formId={formId} features={values.features} typed={keptList(typed, 'features')?.filter((feature) => feature.trim() !== '')} errors={errors} />
          <TextField formId={formId} name="website" label="Website" inputMode="url" defaultValue={kept('website', values.website ?? '')} error={errors.website} />
          <TextField formId={formId} name="phone" label="Phone" type="tel" autoComplete="tel" defaultValue={kept('phone', values.phone ?? '')} error={errors.phone} />
          <fieldset className={classes.fieldset}>
            <legend>Social links</legend>
            {socialNetworks.map((network) => (
              <TextField
                key={network}
                formId={formId}
                name={socialLinkKey(network)}
                label={networkLabel[network]}
                inputMode="url"
                defaultValue={kept(socialLinkKey(network), values.meta[socialLinkKey(network)] ?? '')}
                error={errors[`meta.${socialLinkKey(network)}`]}
              />
            ))}
          </fieldset>
          <fieldset className={classes.fieldset}>
            <legend>Videos (YouTube or Vimeo)</legend>
            {videoLinkKeys.map((key, index) => (
              <TextField key={key} formId={formId} name={key} label={`Video ${index + 1}`} inputMode="url" defaultValue={kept(key, values.meta[key] ?? '')} error={errors[`meta.${key}`]} />
            ))}
          </fieldset>
        </>
      )}
    </>
  );
}
