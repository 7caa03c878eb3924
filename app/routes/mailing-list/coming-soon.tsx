import { IconMailCheck, IconHeart } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { Wordmark } from '~/components/wordmark';
import { ArchesIllustration } from '~/features/mailing-list/arches-illustration';
import { SubscribeForm } from '~/features/mailing-list/subscribe-form';
import { titleWithProduct, useRootData } from '~/lib/root-data';
import type { Route } from './+types/coming-soon';
import { subscribe } from './coming-soon.server';
import classes from '~/features/mailing-list/coming-soon.module.css';

/** A page of its own: the brand, the news and the form, without the site's header and footer. */
export const handle = { chrome: false };

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Coming Soon') },
  { name: 'description', content: 'A calmer way to find wedding venues and vendors across Australia and New Zealand is on its way. Leave your e-mail to hear the day we open.' },
];

export const action = (args: Route.ActionArgs) => subscribe(args);

/** /coming-soon: the mailing-list signup (spec §1, §2); ?status=subscribed thanks a confirmed subscriber. */
export default function ComingSoonPage({ actionData }: Route.ComponentProps) {
  const appName = useRootData()?.appName ?? 'Ever After';
  const [searchParams] = useSearchParams();
  const subscribed = searchParams.get('status') === 'subscribed';
  const requested = actionData && 'requested' in actionData;
  const refused = actionData && 'errors' in actionData ? actionData : undefined;

  return (
    <main id="main" className={classes.page}>
      <div className={classes.content}>
        <p className={classes.brand}>
          <Wordmark name={appName} />
        </p>
        <p className={classes.eyebrow}>Coming soon</p>
        <h1 className={classes.title}>Every love story deserves the perfect place</h1>
        <p className={classes.copy}>
          We are putting the finishing touches on a calmer way to find wedding venues and vendors across Australia and New Zealand. Leave your e-mail and we will
          tell you the day we open.
        </p>
        {subscribed ? (
          <div className={classes.answer} role="status">
            <IconHeart size={28} stroke={1.5} aria-hidden="true" />
            <div>
              <p className={classes.answerTitle}>Thank you for subscribing!</p>
              <p>Your address is confirmed. We will write as soon as {appName} opens its doors.</p>
            </div>
          </div>
        ) : requested ? (
          <div className={classes.answer} role="status">
            <IconMailCheck size={28} stroke={1.5} aria-hidden="true" />
            <div>
              <p className={classes.answerTitle}>Almost there: please check your inbox</p>
              <p>We have sent a link to confirm your subscription; it works for 48 hours. Already on our list? Then you are all set.</p>
            </div>
          </div>
        ) : (
          <SubscribeForm errors={refused?.errors} values={refused?.values} />
        )}
        <p className={classes.aside}>
          Meanwhile, find ideas and real weddings in <Link to="/blog">The {appName} Diaries</Link>.
        </p>
      </div>
      <div className={classes.art}>
        <ArchesIllustration className={classes.picture} />
      </div>
    </main>
  );
}
