import type { Route } from './+types/listing-photo-upload';
import { uploadListingPhoto } from './listing-photo-upload.server';

/** POST /vendors/services/{id}/photos/upload: one photo per request (the browser shows each one's progress). */
export const action = (args: Route.ActionArgs) => uploadListingPhoto(args);
