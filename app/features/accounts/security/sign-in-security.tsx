import { Badge, Button } from '@mantine/core';
import { Form } from 'react-router';
import { AddPasskey } from './add-passkey';
import type { SignInSecurityData } from './sign-in-security-data';
import classes from './sign-in-security.module.css';

/**
 * The profile's passkeys and signed-in sessions (the Password tab on /profile, the Password
 * section of a vendor's profile): add or remove a passkey; sign out one session, or every other.
 * Signing out and removing are plain forms, so they work without JavaScript.
 */
export function SignInSecurity({ security }: { security: SignInSecurityData }) {
  const others = security.sessions.filter((session) => !session.current).length;
  return (
    <div id="sign-in-security" className={classes.security}>
      <section aria-labelledby="passkeys-title" className={classes.part}>
        <h2 id="passkeys-title" className={classes.title}>
          Passkeys
        </h2>
        <p className={classes.intro}>A passkey signs you in with your fingerprint, face or device PIN instead of a password, and it cannot be phished.</p>
        {security.passkeys.length > 0 ? (
          <ul className={classes.list} aria-label="Your passkeys">
            {security.passkeys.map((passkey) => (
              <li key={passkey.id} className={classes.item}>
                <div className={classes.facts}>
                  <span className={classes.name}>{passkey.name}</span>
                  <span className={classes.detail}>
                    Added {passkey.added}
                    {passkey.lastUsed ? ` · last used ${passkey.lastUsed}` : ' · not used yet'}
                    {passkey.synced ? ' · synced to your other devices' : ''}
                  </span>
                </div>
                <Form method="post" action="/profile/security" className={classes.itemAction}>
                  <input type="hidden" name="intent" value="remove-passkey" />
                  <input type="hidden" name="id" value={passkey.id} />
                  <Button type="submit" variant="subtle" color="red" size="sm" aria-label={`Remove the passkey ${passkey.name}`}>
                    Remove
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className={classes.note}>You have no passkeys yet.</p>
        )}
        <AddPasskey />
      </section>

      <section aria-labelledby="sessions-title" className={classes.part}>
        <h2 id="sessions-title" className={classes.title}>
          Where you are signed in
        </h2>
        <p className={classes.intro}>If you do not recognise a session, sign it out, then change your password.</p>
        <ul className={classes.list} aria-label="Your sessions">
          {security.sessions.map((session) => (
            <li key={session.id} className={classes.item}>
              <div className={classes.facts}>
                <span className={classes.name}>
                  {session.device}
                  {session.current && (
                    <Badge color="sage" variant="light" className={classes.badge}>
                      This device
                    </Badge>
                  )}
                </span>
                <span className={classes.detail}>
                  {session.place ?? 'Place unknown'} · signed in {session.signedIn}
                  {session.lastSeen && !session.current ? ` · last seen ${session.lastSeen}` : ''}
                </span>
              </div>
              <Form method="post" action="/profile/security" className={classes.itemAction}>
                <input type="hidden" name="intent" value="sign-out-session" />
                <input type="hidden" name="id" value={session.id} />
                <Button type="submit" variant="subtle" size="sm" aria-label={session.current ? 'Sign out on this device' : `Sign out ${session.device}, signed in ${session.signedIn}`}>
                  Sign out
                </Button>
              </Form>
            </li>
          ))}
        </ul>
        {others > 0 && (
          <Form method="post" action="/profile/security">
            <input type="hidden" name="intent" value="sign-out-others" />
            <Button type="submit" variant="outline">
              Sign out everywhere else
            </Button>
          </Form>
        )}
      </section>
    </div>
  );
}
