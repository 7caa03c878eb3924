import { deletionUndoDays } from '../../../shared/privacy/account-deletion';
import classes from './account-deletion.module.css';

/** What deleting an account does, said before it is done, in the order it happens (issue 35). */
export function WhatDeletionDoes({ isVendor }: { isVendor: boolean }) {
  return (
    <ul className={classes.happens}>
      <li>Your account and your sign-in go at once: you are signed out everywhere and the account can no longer be used.</li>
      <li>
        For {deletionUndoDays} days you can change your mind: sign in on the “Cancel the deletion” page to keep your account. After that it is erased for good.
      </li>
      <li>
        Your wishlist, notes, planning (checklist and budget), guest list, drafts and uploads (your photo{isVendor ? ', verification documents and draft listings’ photos' : ' and review photos'}) are
        erased.
      </li>
      <li>Messages you sent stay readable to the people you wrote to, shown as from “a former member”.</li>
      {!isVendor && <li>Reviews you wrote stay, shown as by “a former member”, unless you choose below to remove them too.</li>}
      <li>Tax invoices and their audit records are kept for seven years, as the law asks, with the business named as on the invoice.</li>
      {isVendor && (
        <>
          <li>
            Your listings are unpublished at once. After {deletionUndoDays} days, listings you claimed become unclaimed again, drafts are removed, and your other listings stay off the site for
            good.
          </li>
          <li>Your active subscriptions end at once (a card subscription is cancelled at Stripe).</li>
          <li>If you cancel the deletion, your listings stay unpublished until you publish them again, and ended subscriptions stay ended.</li>
        </>
      )}
    </ul>
  );
}
