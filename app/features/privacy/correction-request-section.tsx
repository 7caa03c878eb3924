import { Button, Text, Title } from '@mantine/core';
import { Form, useActionData, useNavigation } from 'react-router';
import { privacyRequestKindLabels, privacyRequestStateLabels, privacySubjectLabels, vendorOnlySubjects } from '../../../shared/privacy/privacy-requests';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { SelectField } from '~/components/form/select-field';
import { SuccessStatus } from '~/components/form/success-status';
import { TextAreaField } from '~/components/form/text-area-field';
import { keptValue, type FormErrors, type FormValues } from '~/lib/form-errors';
import classes from './correction-request.module.css';
import pageClasses from './privacy.module.css';

/** A request as the privacy page shows it (dates as text, for the page's loader to give). */
export type ShownPrivacyRequest = {
  id: number;
  kind: keyof typeof privacyRequestKindLabels;
  subject: keyof typeof privacySubjectLabels;
  details: string;
  state: keyof typeof privacyRequestStateLabels;
  sent: string;
  dueOn: string;
  answered: string | null;
  answer: string | null;
  refusalReason: string | null;
};

/** The form's intent: the privacy page's action runs requestPrivacyHelp for it. */
export const privacyRequestIntent = 'privacy-request';

type ActionData = { success?: string; errors?: FormErrors; values?: FormValues; intent?: string } | undefined;

/**
 * "Ask for a correction" (issue 35): for what a person cannot edit themself, a request to the
 * administrators, and the person's requests with their state and answer. A plain POST form: it
 * works without JavaScript and keeps what was typed when refused.
 */
export function CorrectionRequestSection({ requests, isVendor }: { requests: ShownPrivacyRequest[]; isVendor: boolean }) {
  const answer = useActionData() as ActionData;
  const result = answer?.intent === privacyRequestIntent ? answer : undefined;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === privacyRequestIntent;
  const subjects = Object.fromEntries(Object.entries(privacySubjectLabels).filter(([subject]) => isVendor || !vendorOnlySubjects.includes(subject as never)));
  const formId = 'privacy-request';
  return (
    <section className={`${pageClasses.card} ${classes.section}`} aria-labelledby="correction-title" id="correction">
      <Title order={2} id="correction-title">
        Ask for a correction
      </Title>
      <Text>
        You can change your profile, wedding details, wishlist, planning and guest list yourself. For what you cannot change (a published review’s moderation,
        {isVendor ? ' your business’s verification record, an invoice' : ''} or anything else we hold about you), ask us here. You can also ask what data we hold or
        how deleting it works. It is free, and we answer within 30 days in Australia or 20 working days in New Zealand.
      </Text>
      {/* A new key after each request sent: the form starts empty again. */}
      <Form method="post" noValidate className={classes.form} key={requests.length} aria-label="Ask for a correction">
        <input type="hidden" name="intent" value={privacyRequestIntent} />
        <FormErrorsAlert formId={formId} errors={result?.errors} />
        <SelectField formId={formId} name="kind" label="What do you need?" placeholder="Choose one" options={privacyRequestKindLabels} defaultValue={keptValue(result?.values, 'kind') ?? 'correction'} error={result?.errors?.kind} />
        <SelectField formId={formId} name="subject" label="What is it about?" placeholder="Choose one" options={subjects} defaultValue={keptValue(result?.values, 'subject') ?? ''} error={result?.errors?.subject} />
        <TextAreaField formId={formId} name="details" label="Tell us what is wrong and what it should say" rows={5} maxLength={5000} defaultValue={keptValue(result?.values, 'details')} error={result?.errors?.details} />
        <div>
          <Button type="submit" loading={busy}>
            Send my request
          </Button>
        </div>
        <SuccessStatus message={result?.success ?? null} />
      </Form>
      <Title order={3} size="h4">
        Your requests
      </Title>
      {requests.length === 0 ? (
        <Text>You have not asked us anything yet.</Text>
      ) : (
        <ul className={classes.requests}>
          {requests.map((request) => (
            <li key={request.id} className={classes.request}>
              <p>
                <strong>{privacySubjectLabels[request.subject]}</strong> · {privacyRequestKindLabels[request.kind]}{' '}
                <span className={classes.state} data-state={request.state}>
                  {privacyRequestStateLabels[request.state]}
                </span>
              </p>
              <p className={classes.meta}>
                Sent {request.sent}
                {request.state === 'open' ? ` · we answer by ${request.dueOn}` : ` · answered ${request.answered}`}
              </p>
              <p>{request.details}</p>
              {request.answer && (
                <div className={classes.answer}>
                  <p>
                    <strong>Our answer:</strong> {request.answer}
                  </p>
                  {request.refusalReason && (
                    <p>
                      <strong>Why we refused:</strong> {request.refusalReason}
                    </p>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
