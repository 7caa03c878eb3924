import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { TextAreaField } from '~/components/form/text-area-field';
import { TextField } from '~/components/form/text-field';
import { BotCheckField, useBotCheckedSubmit } from '~/features/bot-check';
import { keptValue, type FormErrors, type FormValues } from '~/lib/form-errors';
import formClasses from '~/components/form/form.module.css';
import classes from './rsvp.module.css';

type FormProps = { values: FormValues | undefined; errors: FormErrors | undefined };

/**
 * The name lookup: first and last name (and the e-mail when two households share the name). Past
 * the failed-lookup limit the server asks for the bot check: the form then shows it, and Find
 * waits for it (it needs scripts; the notice says so without them).
 */
export function FindForm({ values, errors, needsEmail, title }: FormProps & { needsEmail: boolean; title?: string }) {
  const navigation = useNavigation();
  const botCheck = useBotCheckedSubmit();
  const [checkAsked, setCheckAsked] = useState(false);
  const [answered, setAnswered] = useState<FormErrors | undefined>(undefined);
  // Once asked, the check stays (every lookup from here needs one); each answer spends its solution.
  if (errors !== answered) {
    setAnswered(errors);
    if (errors?.altcha) setCheckAsked(true);
    if (errors) botCheck.renew();
  }
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'find';
  const shown = botCheck.failedMessage ? { ...errors, form: botCheck.failedMessage } : errors;
  return (
    <Form method="post" className={formClasses.form} noValidate onSubmit={(event) => checkAsked && botCheck.onSubmit(event, { busy })} aria-labelledby={title ? 'find-title' : undefined}>
      {title && (
        <h3 id="find-title" className={classes.stageTitle}>
          {title}
        </h3>
      )}
      <input type="hidden" name="intent" value="find" />
      <FormErrorsAlert formId="find" errors={shown} />
      {needsEmail && (
        <div className={classes.notice} role="status">
          <p>More than one invitation has this name. Type the e-mail address the couple has for you, and we will find yours.</p>
        </div>
      )}
      <div className={formClasses.pair}>
        <TextField formId="find" name="first_name" label="First name" autoComplete="given-name" required maxLength={80} defaultValue={keptValue(values, 'first_name')} error={errors?.first_name} />
        <TextField formId="find" name="last_name" label="Last name" autoComplete="family-name" required maxLength={80} defaultValue={keptValue(values, 'last_name')} error={errors?.last_name} />
      </div>
      {(needsEmail || errors?.email) && (
        <TextField formId="find" name="email" label="E-mail" type="email" autoComplete="email" required maxLength={254} defaultValue={keptValue(values, 'email')} error={errors?.email} />
      )}
      {checkAsked && <BotCheckField key={botCheck.attempt} {...botCheck.field} />}
      <div className={classes.submitRow}>
        <button type="submit" className={classes.primary}>
          {busy || botCheck.waiting ? 'Looking…' : 'Find my invitation'}
        </button>
      </div>
    </Form>
  );
}

/** "We couldn't find you": the name as typed, an e-mail if they like, and a note for the couple's inbox. */
export function NoteForm({ values, errors }: FormProps) {
  return (
    <Form method="post" className={formClasses.form} noValidate>
      <input type="hidden" name="intent" value="note" />
      <FormErrorsAlert formId="note" errors={errors} />
      <div className={formClasses.pair}>
        <TextField formId="note" name="first_name" label="First name" autoComplete="given-name" required maxLength={80} defaultValue={keptValue(values, 'first_name')} error={errors?.first_name} />
        <TextField formId="note" name="last_name" label="Last name" autoComplete="family-name" required maxLength={80} defaultValue={keptValue(values, 'last_name')} error={errors?.last_name} />
      </div>
      <TextField
        formId="note"
        name="email"
        label="E-mail (optional)"
        type="email"
        autoComplete="email"
        maxLength={254}
        hint="So the couple can write back."
        defaultValue={keptValue(values, 'email')}
        error={errors?.email}
      />
      <TextAreaField formId="note" name="note" label="Your note for the couple" required maxLength={2000} defaultValue={keptValue(values, 'note')} error={errors?.note} />
      <div className={classes.submitRow}>
        <button type="submit" className={classes.primary}>
          Send the note
        </button>
      </div>
    </Form>
  );
}
