import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: a session token, or a token in an activation or reset link. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so a copy of the table cannot be replayed. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
