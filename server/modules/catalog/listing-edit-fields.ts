import { z } from 'zod';
import { maxPhotoAltLength } from '../../../shared/catalog/listing-limits';
import { idField } from '../platform';

/** The listing being edited: an id that names no listing gets the same words as a refusal. */
export const listingIdField = idField('There is no such listing.');

export const mediaIdField = idField('There is no such photo.');

export const photoAltField = z.string().trim().max(maxPhotoAltLength, `Keep the description under ${maxPhotoAltLength} characters.`);

/** The public file storage's folder of uploaded listing photos (/images/services/…). */
export const listingPhotoFolder = 'services';
