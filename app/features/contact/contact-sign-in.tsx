import { Dialog } from '~/components/dialog';
import { LoginForm } from '~/features/accounts';
import classes from './contact.module.css';

type ContactSignInProps = {
  opened: boolean;
  /** The address the visitor wrote from: it has an account. */
  email: string;
  notice: string;
  onClose: () => void;
  onSignedIn: (message: string) => void;
};

/** Spec §8: the login form, opened by the contact form for an address that has an account. */
export default function ContactSignIn({ opened, email, notice, onClose, onSignedIn }: ContactSignInProps) {
  return (
    <Dialog opened={opened} onClose={onClose} title="Sign In">
      <p className={classes.notice}>{notice}</p>
      <LoginForm onSignedIn={onSignedIn} defaultEmail={email} />
    </Dialog>
  );
}
