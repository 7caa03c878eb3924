// The listing editor's public surface (issue 19): routes import from here only.
export { EditorNav } from './editor-nav';
export { StepForm, useStepErrors, useStepValues } from './step-form';
export { editorSteps, metaFieldName, nextStep, stepUrl, useEditedListing, type EditorStep } from './steps';
export { AttributeFields } from './attribute-fields';
export { DetailsFields } from './details-fields';
export { LocationFields } from './location-fields';
export { ReviewPanel } from './review-panel';
export type { EditableService } from '../../../server/modules/catalog';
// The availability step is imported from its own file (availability-step.tsx says why).
export type { AvailabilityStepData } from './availability-data';
export type { PhotosStepData } from './photos-data';
export { PhotosStep } from './photos-step';
