import { redirect } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import type { RouterContextProvider } from 'react-router';
import { findEditableService, updateService } from '../../../server/modules/catalog';
import { withWireNames } from '../../../server/kernel';
import { setFlash } from '../../../server/http/flash-cookie';
import { formFailure, formFields } from '~/lib/form-errors.server';
import { readOr404 } from '~/lib/refusal-page.server';
import { requireViewer } from '~/lib/require-viewer.server';
import { metaFieldName, nextStep, stepUrl, type EditorStep } from './steps';

type Args = { request: Request; params: { id?: string }; context: Readonly<RouterContextProvider> };

/** The listing being edited: its vendor or an administrator; anyone else gets the 404 page. */
export async function loadEditableListing({ request, params, context }: Args) {
  const app = context.get(appContext);
  requireViewer(app, request, '/vendors/login');
  return readOr404(findEditableService(app, { id: params.id }));
}

type Fields = ReturnType<typeof formFields>;
const text = (value: Fields[string] | undefined) => (typeof value === 'string' ? value : undefined);
const list = (value: Fields[string] | undefined) => (value === undefined ? [] : (Array.isArray(value) ? value : [value]).filter((entry) => typeof entry === 'string'));
const number = (value: Fields[string] | undefined) => (text(value)?.trim() ? Number(text(value)) : undefined);

/** Each step's form fields as updateService's input (wire names); attribute values as spec §3's meta_value text. */
const stepInput: Partial<Record<EditorStep, (fields: Fields, keys: string[]) => Record<string, unknown>>> = {
  details: (fields, keys) => ({
    name: text(fields.name),
    category_id: text(fields.category_id),
    description: text(fields.description),
    // One field per feature; an empty one (the form offers some without JavaScript) is no feature.
    features: list(fields.features).map((entry) => entry.trim()).filter(Boolean),
    website: text(fields.website),
    phone: text(fields.phone),
    meta: keys.map((key) => ({ metaKey: key, metaValue: text(fields[key]) ?? null })),
  }),
  location: (fields) => ({ address: text(fields.address), lat: number(fields.lat), lng: number(fields.lng), radius: number(fields.radius) }),
  attributes: (fields, keys) => ({
    meta: keys.map((key) => {
      const from = text(fields[metaFieldName(key, 'from')]);
      if (from !== undefined) return { metaKey: key, metaValue: JSON.stringify([Number(from), Number(text(fields[metaFieldName(key, 'to')]))]) };
      const value = fields[metaFieldName(key)];
      if (fields[`${metaFieldName(key)}__group`] !== undefined) return { metaKey: key, metaValue: JSON.stringify(list(value)) };
      // A yes/no switch left off sends nothing: it means no.
      if (fields[`${metaFieldName(key)}__yesno`] !== undefined) return { metaKey: key, metaValue: value === 'yes' ? 'yes' : 'no' };
      return { metaKey: key, metaValue: text(value) ?? null };
    }),
  }),
};

/**
 * Saves one step with updateService and goes on to the next (the form's `intent` "stay" keeps
 * the vendor on it); a refusal comes back as the form's errors, named as the fields are. A move of
 * category that unpublished the listing goes to the review step, which lists what it lacks, with
 * a notice saying why.
 */
export async function saveListingStep({ request, params, context }: Args, step: EditorStep, metaKeys: string[] = []) {
  const app = context.get(appContext);
  requireViewer(app, request, '/vendors/login');
  const fields = formFields(await request.formData());
  const input = { id: params.id, ...stepInput[step]!(fields, metaKeys) };
  let saved: Awaited<ReturnType<typeof updateService>>;
  try {
    saved = await withWireNames(input, (camelCased) => updateService(app, camelCased));
  } catch (error) {
    return formFailure(error, { notFoundPage: true, values: fields });
  }
  if (saved.unpublished) {
    setFlash(app, 'listing-moved-unpublished');
    return redirect(stepUrl(Number(params.id), 'review'));
  }
  return redirect(stepUrl(Number(params.id), fields.intent === 'stay' ? step : nextStep(step)));
}
