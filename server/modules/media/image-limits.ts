/**
 * Spec §5 and §9: an uploaded picture is smaller than 10485760 bytes, at least 300 px wide and
 * 200 px high. No server-only imports, so a form can read the size limit too.
 */
export const imageUploadLimits = { maxBytes: 10_485_760, minWidth: 300, minHeight: 200 } as const;

/**
 * The largest request body the server reads: one picture at the limit plus the form fields and
 * multipart framing around it. A bigger body is refused before it is read (server/http/body-limit.ts).
 */
export const maxRequestBytes = imageUploadLimits.maxBytes + 256 * 1024;
