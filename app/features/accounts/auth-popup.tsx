import { useCallback, useState } from 'react';
import { Dialog } from '~/components/dialog';
import { useShowNotice } from '~/components/notices';
import type { AuthPopupMode } from './auth-popup-mode';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import classes from './auth-popup.module.css';

type AuthPopupProps = { opened: boolean; initialMode: AuthPopupMode; onClose: () => void };

/**
 * Spec §2's auth popup: a modal that starts in login mode, toggles to register and back, and
 * resets to login on close (the provider mounts it afresh for every opening). Success closes it
 * and the page stays, now signed in (spec §4).
 */
export default function AuthPopup({ opened, initialMode, onClose }: AuthPopupProps) {
  const [mode, setMode] = useState(initialMode);
  const showNotice = useShowNotice();
  // The forms' actions reload the page's data, now for a signed-in person (header included).
  const done = useCallback(
    (message: string) => {
      onClose();
      showNotice(message);
    },
    [onClose, showNotice],
  );
  const switchTo = (next: AuthPopupMode) => (
    <button type="button" className={classes.switch} onClick={() => setMode(next)}>
      {next === 'register' ? 'Create an account' : 'Sign in'}
    </button>
  );

  return (
    <Dialog opened={opened} onClose={onClose} title={mode === 'login' ? 'Sign In' : 'Sign Up'}>
      <p className={classes.intro}>
        {mode === 'login' ? 'Sign in to keep a wishlist, rate services and message vendors.' : 'A free account keeps your wishlist, notes and conversations with vendors.'}
      </p>
      {mode === 'login' ? (
        <LoginForm onSignedIn={done} registerLink={<span>New here? {switchTo('register')}</span>} />
      ) : (
        <RegisterForm onRegistered={done} loginLink={<span>Already have an account? {switchTo('login')}</span>} />
      )}
    </Dialog>
  );
}
