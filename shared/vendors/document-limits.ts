/**
 * A vendor's verification documents (licences, insurance, registration papers): up to 5 files,
 * each a PDF, JPEG or PNG smaller than 10 MB. No server-only imports, so the form can check the
 * count, size and type before sending; the server checks the content again.
 */
export const documentUploadLimits = { maxFiles: 5, maxBytes: 10_485_760 } as const;

/** Accepted content types and the extension each is stored under. */
export const acceptedDocumentTypes = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' } as const;

export type DocumentContentType = keyof typeof acceptedDocumentTypes;

export const documentMessages = {
  tooBig: 'Each document must be smaller than 10 MB.',
  wrongType: 'Documents must be PDF, JPEG or PNG files.',
} as const;
