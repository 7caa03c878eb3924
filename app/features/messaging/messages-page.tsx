import { Title } from '@mantine/core';
import { Form, useActionData, useNavigation, type ShouldRevalidateFunction } from 'react-router';
import { todayIn } from '~/features/accounts';
import { EnquiryFields, enquiryFieldNames, enquiryStart } from '~/features/bookings';
import { keptValue } from '~/lib/form-errors';
import { useRootData } from '~/lib/root-data';
import type { IntentFailure } from '~/lib/run-intent.server';
import { maxMessageLength } from '../../../shared/messaging/limits';
import type { MessagesPageData } from './messages-page-data';
import { MessagesView } from './messages-view';
import classes from './messages.module.css';

/**
 * Choosing a conversation only changes `?conversation=`: the list stays as it is (its live updates
 * included). A revalidation of the same address (a new conversation arrived) and forms reload it.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  const onlySelectionChanged =
    !formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search && !nextUrl.searchParams.has('service');
  return onlySelectionChanged ? false : defaultShouldRevalidate;
};

/** /messages and /twilio: the page around the chat, with the first-message form for `?service=`. */
export function MessagesPage({ data, title }: { data: MessagesPageData; title: string }) {
  return (
    <div className={`content-width ${classes.page}`}>
      <Title order={1}>{title}</Title>
      {data.firstMessage && <FirstMessageCard {...data.firstMessage} />}
      <MessagesView viewer={data.viewer} conversations={data.conversations} initialSelectedId={data.selectedId} initialThread={data.thread} initialQuotes={data.quotes} />
    </div>
  );
}

/** Contact without JavaScript: the first message to a vendor, posted to the page (`start`); a refusal comes back with the message as typed. */
function FirstMessageCard({ serviceId, serviceName, vendorName, weddingDay }: NonNullable<MessagesPageData['firstMessage']>) {
  const answer = useActionData<IntentFailure>();
  const failure = answer?.intent === 'start' ? answer : undefined;
  const sending = useNavigation().state === 'submitting';
  const today = todayIn(useRootData()?.countryCode ?? 'au');
  const error = failure?.errors.message ?? failure?.errors.form;
  const detailErrors = Object.fromEntries(enquiryFieldNames.map((name) => [name, failure?.errors[name]]));
  // After a refusal, what was typed; otherwise the profile's date (rendered on the server too, so
  // without the search that only the browser remembers), with a note saying where it came from.
  const start = failure
    ? { values: Object.fromEntries(enquiryFieldNames.map((name) => [name, keptValue(failure.values, name)])) }
    : enquiryStart(weddingDay, today, false);
  return (
    <Form method="post" className={`${classes.firstMessage} ${classes.firstMessageCard}`} noValidate>
      <input type="hidden" name="intent" value="start" />
      <h2 className={classes.partnerName}>Message {vendorName}</h2>
      <p className={classes.firstMessageLead}>About {serviceName}</p>
      <input type="hidden" name="service_id" value={serviceId} />
      <EnquiryFields idPrefix="first-message-page" errors={detailErrors} {...start} />
      <label htmlFor="first-message-page" className={classes.label}>
        Your message
      </label>
      <textarea
        id="first-message-page"
        name="message"
        className={classes.textarea}
        placeholder="Type something to send"
        rows={4}
        maxLength={maxMessageLength}
        defaultValue={keptValue(failure?.values, 'message')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'first-message-page-error' : undefined}
      />
      {error && (
        <p id="first-message-page-error" className={classes.error} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={classes.send} disabled={sending}>
        {sending ? 'Sending...' : 'Send'}
      </button>
    </Form>
  );
}
