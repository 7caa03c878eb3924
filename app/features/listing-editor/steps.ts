import { useRouteLoaderData } from 'react-router';
import type { EditableService } from '../../../server/modules/catalog';

/** The editor's steps in order (Sharetribe's EditListingWizard): each one reopenable once the draft exists. */
export const editorSteps = [
  { path: 'details', label: 'Details' },
  { path: 'location', label: 'Location' },
  { path: 'attributes', label: 'Attributes' },
  { path: 'photos', label: 'Photos and videos' },
  { path: 'availability', label: 'Availability' },
  { path: 'review', label: 'Review and publish' },
] as const;

export type EditorStep = (typeof editorSteps)[number]['path'];

export const stepUrl = (serviceId: number, step: EditorStep) => `/vendors/services/${serviceId}/${step}`;

/** The step after `step`, where saving it leads. */
export function nextStep(step: EditorStep): EditorStep {
  const index = editorSteps.findIndex((entry) => entry.path === step);
  return editorSteps[Math.min(index + 1, editorSteps.length - 1)].path;
}

/** Form field names of the attribute step: `meta__{key}`, ranges as `meta__{key}__from` and `__to`. */
export const metaFieldName = (key: string, part?: 'from' | 'to') => `meta__${key}${part ? `__${part}` : ''}`;

/** The listing every step edits: the editor layout's (route id 'listing-editor') loader data. */
export const useEditedListing = () => useRouteLoaderData<EditableService>('listing-editor')!;
