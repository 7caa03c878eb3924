import type { FormErrors } from '~/lib/form-errors';

export type CropArea = { x: number; y: number; width: number; height: number };

export type UploadAnswer = { ok: true } | { ok: false; errors: FormErrors };

/**
 * Sends one photo to /vendors/services/{id}/photos/upload with XMLHttpRequest, whose upload events
 * (unlike fetch's) report progress: `onProgress` gets 0 to 1.
 */
export function uploadPhoto(listingId: number, file: File, crop: CropArea | null, onProgress: (fraction: number) => void): Promise<UploadAnswer> {
  const form = new FormData();
  form.set('file', file);
  if (crop) for (const [key, value] of Object.entries(crop)) form.set(`crop_${key}`, String(Math.round(value)));
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/vendors/services/${listingId}/photos/upload`);
    request.responseType = 'json';
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      const body = request.response as { errors?: FormErrors } | null;
      if (request.status === 200) resolve({ ok: true });
      // The body limit answers 413 in plain text; other failures may have no JSON either.
      else resolve({ ok: false, errors: body?.errors ?? { form: request.status === 413 ? 'The picture must be smaller than 10 MB.' : 'The upload failed. Please try again.' } });
    };
    request.onerror = () => resolve({ ok: false, errors: { form: 'The upload failed: check your connection and try again.' } });
    request.send(form);
  });
}
