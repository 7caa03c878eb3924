import { Alert, Button } from '@mantine/core';
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { ceremonyFailure, postPasskeyJson, usePasskeysSupported } from './passkey-client';
import classes from './sign-in-security.module.css';

type PasskeySignInProps = {
  /** Where to go after signing in (the page that asked for it); the role's home when absent. */
  redirectTo?: string | null;
  /** In the auth popup: stay on the page and report success instead of going anywhere. */
  onSignedIn?: (message: string) => void;
};

/**
 * "Sign in with a passkey" on the sign-in forms: the browser offers the passkeys it holds for this
 * site, and a passkey is both steps at once (no code asked). Shown only where the browser's scripts
 * run and it supports passkeys; the password form works as before everywhere.
 */
export function PasskeySignIn({ redirectTo, onSignedIn }: PasskeySignInProps) {
  const supported = usePasskeysSupported();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!supported) return null;

  const signIn = async () => {
    setBusy(true);
    setError(null);
    try {
      const begun = await postPasskeyJson<PublicKeyCredentialRequestOptionsJSON>('/sign-in/options');
      if (!begun.ok) return setError(begun.message);
      let response;
      try {
        response = await startAuthentication({ optionsJSON: begun.data });
      } catch (caught) {
        return setError(ceremonyFailure(caught));
      }
      const answer = await postPasskeyJson<{ redirect?: string; message?: string }>('/sign-in', { response, redirectTo, stay: !!onSignedIn });
      if (!answer.ok) return setError(answer.message);
      if (onSignedIn) onSignedIn(answer.data.message ?? '');
      // A whole page: the header, the menus and every loader change with the person signed in.
      else window.location.assign(answer.data.redirect ?? '/');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={classes.passkeySignIn}>
      {error && (
        <Alert color="red" role="alert" className={classes.alert}>
          {error}
        </Alert>
      )}
      <Button type="button" variant="outline" fullWidth size="md" leftSection={<IconKey size={18} aria-hidden="true" />} loading={busy} onClick={() => void signIn()}>
        Sign in with a passkey
      </Button>
    </div>
  );
}
