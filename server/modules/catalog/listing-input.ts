import { z } from 'zod';
import { listingLimits } from '../../../shared/catalog/listing-fields';
import { idField } from '../platform';

/** Input fields the listing use cases share. */

export const serviceIdField = idField('There is no such listing.');
export const categoryIdField = idField('Choose a category.');
export const listingNameField = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(listingLimits.name, `Name is at most ${listingLimits.name} characters`);
