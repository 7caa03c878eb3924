import { SelectField } from '~/components/form/select-field';
import { TextAreaField } from '~/components/form/text-area-field';
import { TextField } from '~/components/form/text-field';
import { listingLimits, socialLinkKey, socialNetworks, videoLinkKeys } from '../../../shared/catalog/listing-fields';
import type { FormErrors } from '~/lib/form-errors';
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

/** The details step's fields. */
export function DetailsFields({ formId, values, categories, errors, defaultCategoryId }: { formId: string; values?: DetailsValues; categories: Record<string, string>; errors: FormErrors; defaultCategoryId?: number }) {
  return (
    <>
      <TextField formId={formId} name="name" label="Listing name" defaultValue={values?.name} maxLength={listingLimits.name} error={errors.name} required />
      <SelectField formId={formId} name="category_id" label="Category" options={categories} placeholder="Choose a category" defaultValue={String(values?.categoryId ?? defaultCategoryId)} error={errors.category_id} required />
      {values && (
        <>
          <TextAreaField formId={formId} name="description" label="Description" rows={8} defaultValue={values.description} maxLength={listingLimits.description} error={errors.description} />
          <FeaturesField formId={formId} features={values.features} errors={errors} />
          <TextField formId={formId} name="website" label="Website" inputMode="url" defaultValue={values.website ?? ''} error={errors.website} />
          <TextField formId={formId} name="phone" label="Phone" type="tel" autoComplete="tel" defaultValue={values.phone ?? ''} error={errors.phone} />
          <fieldset className={classes.fieldset}>
            <legend>Social links</legend>
            {socialNetworks.map((network) => (
              <TextField
                key={network}
                formId={formId}
                name={socialLinkKey(network)}
                label={networkLabel[network]}
                inputMode="url"
                defaultValue={values.meta[socialLinkKey(network)] ?? ''}
                error={errors[`meta.${socialLinkKey(network)}`]}
              />
            ))}
          </fieldset>
          <fieldset className={classes.fieldset}>
            <legend>Videos (YouTube or Vimeo)</legend>
            {videoLinkKeys.map((key, index) => (
              <TextField key={key} formId={formId} name={key} label={`Video ${index + 1}`} inputMode="url" defaultValue={values.meta[key] ?? ''} error={errors[`meta.${key}`]} />
            ))}
          </fieldset>
        </>
      )}
    </>
  );
}
