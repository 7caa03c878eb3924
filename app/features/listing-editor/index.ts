// The listing editor feature's public surface: its steps' pages and what their loaders give them.
export { AvailabilityStep } from './availability-step';
export type { AvailabilityStepData } from './availability-data';
export type { PhotosStepData } from './photos-data';
export { PhotosStep } from './photos-step';
