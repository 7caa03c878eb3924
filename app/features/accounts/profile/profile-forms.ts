import { useEffect, useState } from 'react';
import { useActionData, useFetcher } from 'react-router';
import type { FormErrors, FormValues } from '~/lib/form-errors';

export type ProfileFormName = 'contact' | 'email' | 'password' | 'wedding' | 'notifications' | 'avatar';

/** Spec §8's success messages, per form. */
export const successMessages: Record<ProfileFormName, string> = {
  contact: 'Contact Information Saved Successfully!',
  email: 'Email changed successfully!',
  password: 'Password Updated Successfully!',
  wedding: 'Wedding Information Updated Successfully!',
  notifications: 'Notification settings saved successfully!',
  avatar: 'Avatar Updated!',
};

/** What a profile action answers a form (the vendor's profile adds forms of its own). */
export type ProfileResult<Intent extends string = ProfileFormName> = { intent: Intent; ok: true; message: string } | { intent: Intent; errors: FormErrors; values?: FormValues };

/** Spec §9: success messages clear after 3000 ms. */
export const successMessageMs = 3000;

/**
 * One profile form's fetcher and its latest answer: from the fetcher, or, after a post without
 * JavaScript, from the page's action data when it was this form's. A refusal carries what was typed
 * (`values`): the fields' defaultValues, so a form posted without JavaScript comes back as typed.
 * The success message shows for 3 s after each save.
 */
export function useProfileForm<Intent extends string = ProfileFormName>(intent: Intent) {
  const fetcher = useFetcher<ProfileResult<Intent>>({ key: `profile-${intent}` });
  const actionData = useActionData<ProfileResult<Intent>>();
  const result = fetcher.data ?? (actionData?.intent === intent ? actionData : undefined);
  const [expired, setExpired] = useState<ProfileResult<Intent> | undefined>();
  const succeeded = result && 'ok' in result ? result : undefined;

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => setExpired(succeeded), successMessageMs);
    return () => clearTimeout(timer);
  }, [succeeded]);

  return {
    fetcher,
    /** The answer of the latest save (a new object per save). */
    result,
    errors: result && 'errors' in result ? result.errors : undefined,
    /** What was typed into the form the server refused (passwords never). */
    values: result && 'errors' in result ? result.values : undefined,
    success: succeeded && succeeded !== expired ? succeeded.message : null,
    busy: fetcher.state !== 'idle',
  };
}
