/**
 * Spec §5 and §9: an uploaded picture is smaller than 10485760 bytes, at least 300 px wide and
 * 200 px high. No server-only imports, so a form can check the size before sending.
 */
export const imageUploadLimits = { maxBytes: 10_485_760, minWidth: 300, minHeight: 200 } as const;

/** Spec §5's message for a refused avatar; the reasons below follow it. */
export const invalidFileMessage = 'Invalid File!';

/** Spec §8's upload error codes, plus a file that is not a picture we read. */
export type ImageProblem = 'fileMaximumSize' | 'fileMinimumWidth' | 'fileMinimumHeight' | 'fileType';

export const imageProblemMessages: Record<ImageProblem, string> = {
  fileMaximumSize: 'The picture must be smaller than 10 MB.',
  fileMinimumWidth: `The picture must be at least ${imageUploadLimits.minWidth} px wide.`,
  fileMinimumHeight: `The picture must be at least ${imageUploadLimits.minHeight} px high.`,
  fileType: 'Please choose a JPEG, PNG, WebP, GIF or AVIF picture.',
};

/**
 * The largest request body the server reads: one picture at the limit plus the form fields and
 * multipart framing around it. A bigger body is refused before it is read (server/http/body-limit.ts).
 */
export const maxRequestBytes = imageUploadLimits.maxBytes + 256 * 1024;
