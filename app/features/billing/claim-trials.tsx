import { Link } from 'react-router';
import type { ClaimTrialNotice } from './billing-data';
import classes from './billing.module.css';

/** Claimed listings on their days to subscribe: by when, and where to choose a plan. Nothing when there are none. */
export function ClaimTrials({ trials }: { trials: ClaimTrialNotice[] }) {
  if (trials.length === 0) return null;
  return (
    <section aria-labelledby="claim-trials-title" className={classes.section}>
      <h2 id="claim-trials-title">Time left to subscribe</h2>
      <p className={classes.trialsIntro}>A listing you claimed stays up for 30 days without a plan; after that it is hidden until you subscribe in its category. Nothing is charged when the days end.</p>
      <ul className={classes.trials}>
        {trials.map((trial) => (
          <li key={trial.serviceId}>
            Subscribe by <time dateTime={trial.endsOn.day}>{trial.endsOn.text}</time> to keep <Link to={trial.path}>{trial.name}</Link> listed ({trial.daysLeft === 1 ? '1 day' : `${trial.daysLeft} days`} left).{' '}
            <Link to={trial.pricingPath}>Choose a plan</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
