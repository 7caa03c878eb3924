import { Button } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { SuccessStatus } from '~/components/form/success-status';
import { TextField } from '~/components/form/text-field';
import { keptValue } from '~/lib/form-errors';
import formClasses from '~/components/form/form.module.css';
import type { ProfileData } from './profile-data';
import { useProfileForm, type ProfileResult } from './profile-forms';
import classes from './profile.module.css';

/**
 * Spec §4's e-mail edit: the address on display, then a form (new, repeat, current password);
 * success returns to the display with "Email changed successfully!", Cancel hides the form.
 * Without JavaScript, Change and Cancel are links (?email=change) and the page does the same.
 */
export function EmailChange({ profile }: { profile: ProfileData }) {
  const { fetcher, result, errors, values, success, busy } = useProfileForm('email');
  const [searchParams] = useSearchParams();
  const saved = result && 'ok' in result ? result : undefined;
  // Null on display; while editing, the answer that was latest when the form opened: a newer
  // success closes the form.
  const [editingSince, setEditingSince] = useState<ProfileResult | undefined | null>(searchParams.get('email') === 'change' && !saved ? result : null);
  const editing = editingSince !== null && !(saved && saved !== editingSince);
  const changeButton = useRef<HTMLAnchorElement>(null);
  const firstField = useRef<HTMLDivElement>(null);
  const formId = 'profile-email';
  const params = new URLSearchParams(searchParams);
  params.delete('email');
  const displayHref = `?${params}`;
  params.set('email', 'change');
  const editHref = `?${params}`;

  // Focus follows the switch: into the form when it opens, back to Change email when it closes.
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (editing && !wasEditing.current) firstField.current?.querySelector('input')?.focus();
    if (!editing && wasEditing.current) changeButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <section className={classes.emailSection} aria-labelledby={`${formId}-title`}>
      <h3 id={`${formId}-title`} className={classes.sectionTitle}>
        Email
      </h3>
      {editing ? (
        <fetcher.Form method="post" className={formClasses.form} noValidate>
          <input type="hidden" name="intent" value="email" />
          <p className={classes.panelIntro}>
            Your current email is <strong>{profile.email}</strong>.
          </p>
          <FormErrorsAlert formId={formId} errors={errors} />
          <div ref={firstField}>
            <TextField formId={formId} name="email" label="New email" type="email" autoComplete="email" defaultValue={keptValue(values, 'email')} error={errors?.email} required />
          </div>
          <TextField formId={formId} name="email_confirmation" label="Repeat email" type="email" autoComplete="email" defaultValue={keptValue(values, 'email_confirmation')} error={errors?.email_confirmation} required />
          <TextField formId={formId} name="current_password" label="Current password" type="password" autoComplete="current-password" error={errors?.current_password} required />
          <div className={classes.actions}>
            <Button type="submit" size="md" loading={busy}>
              Change email
            </Button>
            <Button
              component={Link}
              to={displayHref}
              replace
              preventScrollReset
              size="md"
              variant="default"
              onClick={(event: React.MouseEvent) => {
                event.preventDefault();
                setEditingSince(null);
              }}
            >
              Cancel
            </Button>
          </div>
        </fetcher.Form>
      ) : (
        <div className={classes.emailDisplay}>
          <p className={classes.emailValue}>
            <span>{profile.email}</span>
            {!profile.emailVerified && <span className={classes.unverified}>Not verified yet</span>}
          </p>
          <Button
            ref={changeButton}
            component={Link}
            to={editHref}
            replace
            preventScrollReset
            size="md"
            variant="default"
            onClick={(event: React.MouseEvent) => {
              event.preventDefault();
              setEditingSince(result);
            }}
          >
            Change email
          </Button>
        </div>
      )}
      <SuccessStatus message={success} />
    </section>
  );
}
