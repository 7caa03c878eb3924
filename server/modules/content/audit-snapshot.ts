import { createHash } from 'node:crypto';

/**
 * A post's or page's body in the audit log: its length and a fingerprint (SHA-256, 16 hex digits),
 * so any change of the text shows as a change without the log keeping every version of it.
 */
export function bodyDigest(text: string): { length: number; sha256: string } {
  return { length: text.length, sha256: createHash('sha256').update(text).digest('hex').slice(0, 16) };
}
