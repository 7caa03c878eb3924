import { Button } from '@mantine/core';
import { lazy, Suspense, useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import type { ContactFormFacts } from '../../../server/modules/contact';
import type { VisitorRole } from '../../../shared/contact/visitor-roles';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { SelectField } from '~/components/form/select-field';
import { TextAreaField } from '~/components/form/text-area-field';
import { TextField } from '~/components/form/text-field';
import { useShowNotice } from '~/components/notices';
import { BotCheckField, useBotCheckedSubmit } from '~/features/bot-check';
import { keptValue, type FormErrors, type FormValues } from '~/lib/form-errors';
import { chosenRadio, useFieldState, useFieldValue } from '~/lib/use-field-state';
import { RequestSent } from './request-sent';
import formClasses from '~/components/form/form.module.css';
import classes from './contact.module.css';

/** Spec §6: what a visitor says they are. */
const roleChoices: { value: VisitorRole; label: string }[] = [
  { value: 'user', label: 'I am planning a wedding' },
  { value: 'vendor', label: 'I am a vendor' },
  { value: 'other', label: 'Other' },
];

/** A signed-in person writes as their account, from their role's categories; a visitor picks a role, which picks the categories. */
export type ContactFormData = ContactFormFacts;

export type ContactAnswer = { sent: true } | { errors: FormErrors; values?: FormValues };

const emailTakenNotice = 'This email is already registered on the site. Enter password and log in.';

// The sign-in dialog's code (the login form) loads only when an address turns out to be taken.
const ContactSignIn = lazy(() => import('./contact-sign-in'));

/**
 * The contact form (spec §4, §5, §6, §8). It posts to the page's action, so a signed-in person can
 * send without JavaScript; a visitor also passes the bot check, which needs it. A blank message is
 * not sent. When the visitor's address has an account, the sign-in dialog opens with spec §8's
 * notice; signing in there drops the visitor's role, name and e-mail for the account's own. The
 * fields are uncontrolled, so what was chosen and typed before the page's scripts arrived stays
 * (the role and e-mail are followed with `useFieldState`); a refused form comes back as typed.
 */
export function ContactForm({ data }: { data: ContactFormData }) {
  const answer = useActionData<ContactAnswer>();
  const navigation = useNavigation();
  const showNotice = useShowNotice();
  const formId = useId().replace(/:/g, '') + 'contact';
  const typed = answer && 'values' in answer ? answer.values : undefined;
  const role = useFieldState<HTMLFieldSetElement, string>(keptValue(typed, 'user_role') ?? '', chosenRadio);
  const email = useFieldValue(keptValue(typed, 'user_email') ?? '');
  const categoryBox = useRef<HTMLSelectElement>(null);
  const category = useFieldValue<HTMLSelectElement>(keptValue(typed, 'category') ?? '', categoryBox);
  const { setValue: setRole } = role;
  const { setValue: setEmail } = email;
  const [blankMessage, setBlankMessage] = useState(false);
  const botCheck = useBotCheckedSubmit();
  // An answer whose errors no longer apply (the visitor signed in since), and one whose dialog was closed.
  const [settledAnswer, setSettledAnswer] = useState<ContactAnswer | undefined>(undefined);
  const [closedAnswer, setClosedAnswer] = useState<ContactAnswer | undefined>(undefined);
  // A refused submission may have spent the bot check's solution: each answer gets a fresh challenge.
  const [seenAnswer, setSeenAnswer] = useState<ContactAnswer | undefined>(undefined);
  if (answer !== seenAnswer) {
    setSeenAnswer(answer);
    if (answer && 'errors' in answer) botCheck.renew();
  }

  const visitor = data.sender === null;
  const serverErrors = answer && 'errors' in answer && answer !== settledAnswer ? answer.errors : undefined;
  const errors: FormErrors | undefined = blankMessage
    ? { content: 'Message is required' }
    : botCheck.failedMessage
      ? { ...serverErrors, form: botCheck.failedMessage }
      : serverErrors;
  const sending = botCheck.waiting || navigation.state === 'submitting';
  const emailTaken = visitor && !!serverErrors?.user_email?.includes('already been taken');
  const chosenRole = roleChoices.find((choice) => choice.value === role.value)?.value;
  const categories = data.sender ? data.categories : chosenRole ? data.categoriesByRole[chosenRole] : {};
  // The choices change with the role, and on signing in: the browser drops the chosen one as its
  // option moves, so it is chosen again while it is still offered.
  useLayoutEffect(() => {
    const select = categoryBox.current;
    if (select && category.value in categories && select.value !== category.value) select.value = category.value;
  });

  const signedIn = useCallback(
    (message: string) => {
      // The page's data reloads for the account: its name, e-mail and role replace the visitor's.
      setSettledAnswer(answer);
      setClosedAnswer(answer);
      setRole('');
      setEmail('');
      showNotice(message);
    },
    [answer, showNotice, setRole, setEmail],
  );

  if (answer && 'sent' in answer) return <RequestSent />;

  return (
    <>
      <Form
        method="post"
        className={formClasses.form}
        noValidate
        onSubmit={(event) => {
          // Spec §5: a blank message is not sent.
          const content = new FormData(event.currentTarget).get('content');
          const blank = typeof content !== 'string' || content.trim() === '';
          setBlankMessage(blank);
          const busy = navigation.state === 'submitting';
          if (blank) event.preventDefault();
          else if (visitor) botCheck.onSubmit(event, { busy });
          // One message at a time: a second click while it is on its way sends nothing more.
          else if (busy) event.preventDefault();
        }}
      >
        <FormErrorsAlert formId={formId} errors={errors} />
        {data.sender ? (
          <p className={classes.sender}>
            Sending as <strong>{data.sender.name}</strong> ({data.sender.email})
          </p>
        ) : (
          <fieldset {...role.field} className={classes.roles} aria-describedby={errors?.user_role ? `${formId}-error-user_role` : undefined}>
            <legend className={formClasses.label}>Who are you?</legend>
            <div className={classes.roleChoices}>
              {roleChoices.map((choice) => (
                <label key={choice.value} className={classes.role}>
                  <input type="radio" name="user_role" value={choice.value} defaultChecked={keptValue(typed, 'user_role') === choice.value} />
                  <span>{choice.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <SelectField
          formId={formId}
          name="category"
          label="What is it about?"
          placeholder={visitor && !chosenRole ? 'Choose who you are first' : 'Choose a category'}
          options={categories}
          {...category.field}
          disabled={visitor && !chosenRole}
          error={errors?.category}
          required
        />
        {visitor && (
          <div className={classes.pair}>
            <TextField formId={formId} name="user_name" label="Your name" autoComplete="name" maxLength={100} defaultValue={keptValue(typed, 'user_name')} error={errors?.user_name} required />
            <TextField
              formId={formId}
              name="user_email"
              label="Email"
              type="email"
              autoComplete="email"
              {...email.field}
              error={errors?.user_email}
              required
            />
          </div>
        )}
        <TextAreaField
          formId={formId}
          name="content"
          label="Message"
          rows={6}
          maxLength={5000}
          defaultValue={keptValue(typed, 'content')}
          error={errors?.content}
          onChange={() => blankMessage && setBlankMessage(false)}
          required
        />
        {visitor && (
          <BotCheckField key={botCheck.attempt} {...botCheck.field} />
        )}
        <div className={classes.submit}>
          <Button type="submit" size="md" aria-disabled={sending || undefined}>
            {sending ? 'Sending...' : 'Send Message'}
          </Button>
        </div>
      </Form>
      {/* Outside the form: the dialog holds a form of its own. */}
      {emailTaken && (
        <Suspense fallback={null}>
          <ContactSignIn opened={answer !== closedAnswer} email={email.value} notice={emailTakenNotice} onClose={() => setClosedAnswer(answer)} onSignedIn={signedIn} />
        </Suspense>
      )}
    </>
  );
}
