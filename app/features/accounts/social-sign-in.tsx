import { IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';
import { useRootData } from '~/lib/root-data';
import classes from './social-sign-in.module.css';

const providers = {
  google: { label: 'Continue with Google', Icon: IconBrandGoogle },
  facebook: { label: 'Continue with Facebook', Icon: IconBrandFacebook },
} as const;

/**
 * Google and Facebook sign-in buttons, for the providers the site is configured with. They are
 * plain links: the server starts the OAuth flow (/auth/{provider}/redirect).
 */
export function SocialSignIn({ redirectTo }: { redirectTo?: string | null }) {
  const configured = useRootData()?.signInProviders ?? [];
  if (configured.length === 0) return null;
  const query = redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : '';
  return (
    <div className={classes.social}>
      {configured.map((provider) => {
        const { label, Icon } = providers[provider];
        return (
          <a key={provider} href={`/auth/${provider}/redirect${query}`} className={classes.button}>
            <Icon size={20} aria-hidden="true" />
            {label}
          </a>
        );
      })}
      <p className={classes.divider}>
        <span>or with your e-mail</span>
      </p>
    </div>
  );
}
