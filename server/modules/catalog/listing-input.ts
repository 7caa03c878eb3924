import { z } from 'zod';
import { listingLimits } from '../../../shared/catalog/listing-fields';
import { idField } from '../../kernel';

/** Input fields the listing use cases share. */

/** The listing read or edited: an id that names no listing gets the same words as a refusal. */
export const serviceIdField = idField('There is no such listing.');
export const categoryIdField = idField('Choose a category.');
export const mediaIdField = idField('There is no such photo.');
export const listingNameField = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(listingLimits.name, `Name is at most ${listingLimits.name} characters`);

export const photoAltField = z.string().trim().max(listingLimits.photoAlt, `Keep the description under ${listingLimits.photoAlt} characters.`);

/** The public file storage's folder of uploaded listing photos (/images/services/…). */
export const listingPhotoFolder = 'services';
