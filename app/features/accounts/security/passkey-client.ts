import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';

/**
 * Whether this browser can use passkeys: false on the server and until the page's scripts run,
 * so without JavaScript (or WebAuthn) no passkey button shows and the password forms work alone.
 */
export function usePasskeysSupported(): boolean {
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(browserSupportsWebAuthn()), []);
  return supported;
}

/** POSTs JSON to a passkey endpoint (/api/passkeys/…): its JSON answer, or the message it refused with. */
export async function postPasskeyJson<T>(path: string, body: object = {}): Promise<{ ok: true; data: T } | { ok: false; message: string }> {
  try {
    const response = await fetch(`/api/passkeys${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' });
    const data = (await response.json()) as T & { error?: string };
    return response.ok ? { ok: true, data } : { ok: false, message: data.error ?? 'Something went wrong. Please try again.' };
  } catch {
    return { ok: false, message: 'The site could not be reached. Check your connection and try again.' };
  }
}

/** The browser's refusal as words: the person cancelled or waited too long, or something else went wrong. */
export function ceremonyFailure(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return 'The passkey was not used: it was cancelled or took too long.';
  if (name === 'InvalidStateError') return 'This device already has a passkey for your account.';
  return 'This browser could not use a passkey. Please try again.';
}
