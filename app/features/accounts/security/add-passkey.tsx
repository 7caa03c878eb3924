import { Alert, Button } from '@mantine/core';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { SuccessStatus } from '~/components/form/success-status';
import { ceremonyFailure, postPasskeyJson, usePasskeysSupported } from './passkey-client';
import classes from './sign-in-security.module.css';

/**
 * "Add a passkey": the browser makes a passkey for this site (Touch ID, Windows Hello, a phone, a
 * security key), the server checks and keeps it, and the list shows it. Needs JavaScript and
 * WebAuthn: without them it says so.
 */
export function AddPasskey() {
  const supported = usePasskeysSupported();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);

  if (!supported) return <p className={classes.note}>Adding a passkey needs JavaScript and a browser that supports passkeys.</p>;

  const add = async () => {
    setBusy(true);
    setError(null);
    setAdded(null);
    try {
      const begun = await postPasskeyJson<PublicKeyCredentialCreationOptionsJSON>('/registration/options');
      if (!begun.ok) return setError(begun.message);
      let response;
      try {
        response = await startRegistration({ optionsJSON: begun.data });
      } catch (caught) {
        return setError(ceremonyFailure(caught));
      }
      const finished = await postPasskeyJson<{ passkey: { name: string } }>('/registration', { response });
      if (!finished.ok) return setError(finished.message);
      setAdded(`Passkey added: ${finished.data.passkey.name}.`);
      await revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={classes.add}>
      {error && (
        <Alert color="red" role="alert" className={classes.alert}>
          {error}
        </Alert>
      )}
      <Button type="button" variant="outline" leftSection={<IconKey size={18} aria-hidden="true" />} loading={busy} onClick={() => void add()}>
        Add a passkey
      </Button>
      <SuccessStatus message={added} />
    </div>
  );
}
