import { useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Dialog } from '~/components/dialog';
import { NeedsSignInLink, todayIn } from '~/features/accounts';
import { EnquiryFields, enquiryDetailsOf, enquiryStart } from '~/features/bookings';
import { queryGraphQL } from '~/lib/graphql-client';
import { useRootData } from '~/lib/root-data';
import { chatApi } from './chat-api';
import classes from './messages.module.css';
import { maxMessageLength } from '../../../shared/messaging/limits';

type ContactVendorLinkProps = {
  service: { id: number; name: string };
  /** The listing's owner; an unclaimed listing has nobody to message. */
  vendor: { id: number; name: string } | null;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
};

/**
 * Contact on a service (spec §4): a conversation that exists opens in /messages; otherwise a popup
 * takes the first message, whose Send starts the conversation and goes to /messages. Signed out, the
 * auth popup opens. Without JavaScript the link leads to /messages?service=…, which does the same.
 */
export function ContactVendorLink({ service, vendor, className, children, ...rest }: ContactVendorLinkProps) {
  const rootData = useRootData();
  const viewer = rootData?.viewer ?? null;
  const navigate = useNavigate();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [looking, setLooking] = useState(false);
  const to = `/messages?service=${service.id}`;

  if (!vendor || viewer?.id === vendor.id) return null;
  if (!viewer) {
    return (
      <NeedsSignInLink to={to} className={className} aria-label={rest['aria-label']}>
        {children}
      </NeedsSignInLink>
    );
  }

  const onClick = async (event: MouseEvent) => {
    event.preventDefault();
    if (looking) return;
    setLooking(true);
    try {
      const { conversation_id } = await chatApi.findConversation(vendor.id, viewer.id, service.id);
      if (conversation_id) navigate(`/messages?conversation=${conversation_id}`);
      else setDialogOpen(true);
    } catch {
      // The lookup failed: the messages page asks again and offers the same form.
      navigate(to);
    } finally {
      setLooking(false);
    }
  };

  return (
    <>
      {/* data-replay: a tap before the page's scripts arrive opens the popup once they have. */}
      <Link to={to} className={className} aria-label={rest['aria-label']} aria-haspopup="dialog" aria-busy={looking || undefined} onClick={onClick} data-replay>
        {children}
      </Link>
      <Dialog opened={dialogOpen} onClose={() => setDialogOpen(false)} title={`Message ${vendor.name}`}>
        <FirstMessageForm
          weddingDay={viewer.weddingDay}
          today={todayIn(rootData?.countryCode ?? 'au')}
          serviceId={service.id}
          serviceName={service.name}
          onSend={async (message, details) => {
            const { conversation_id } = await chatApi.startConversation({
              message,
              details,
              vendorId: vendor.id,
              vendorName: vendor.name,
              userId: viewer.id,
              userName: viewer.nickname ?? '',
              serviceId: service.id,
            });
            setDialogOpen(false);
            navigate(`/messages?conversation=${conversation_id}`);
          }}
        />
      </Dialog>
    </>
  );
}

/**
 * The first message to a vendor: the details vendors need (issue 31, each optional), a message box
 * and Send (spec §2); with no detail given, a blank message is not sent. Its fields are read from
 * the form on Send.
 */
function FirstMessageForm({
  weddingDay,
  today,
  serviceId,
  serviceName,
  onSend,
}: {
  weddingDay: string | null;
  today: string;
  serviceId: number;
  serviceName: string;
  onSend: (message: string, details: Record<string, string>) => Promise<void>;
}) {
  // Opened only in the browser: the profile's date, else the search's date and guests.
  const [start] = useState(() => enquiryStart(weddingDay, today, true));
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The wedding date the couple was told is marked unavailable, and chose to send about anyway.
  const [warnedFor, setWarnedFor] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = new FormData(event.currentTarget);
    const text = String(form.get('message') ?? '');
    const details = enquiryDetailsOf(form);
    if (!text.trim() && Object.keys(details).length === 0) {
      setError('Message is required');
      return;
    }
    setSending(true);
    setError(null);
    const day = details.wedding_date;
    if (day && day !== warnedFor && (await isMarkedUnavailable(serviceId, day))) {
      setWarnedFor(day);
      setSending(false);
      return;
    }
    try {
      await onSend(text, details);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The message was not sent. Please try again.');
      setSending(false);
    }
  };

  return (
    <form className={classes.firstMessage} onSubmit={submit} noValidate>
      <p className={classes.firstMessageLead}>About {serviceName}</p>
      <EnquiryFields idPrefix="first-message" {...start} />
      <label htmlFor="first-message" className={classes.label}>
        Your message
      </label>
      <textarea
        id="first-message"
        name="message"
        className={classes.textarea}
        placeholder="Type something to send"
        rows={4}
        maxLength={maxMessageLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'first-message-error' : undefined}
      />
      {error && (
        <p id="first-message-error" className={classes.error} role="alert">
          {error}
        </p>
      )}
      {warnedFor && (
        <p className={classes.error} role="alert">
          This date is marked unavailable; send anyway?
        </p>
      )}
      <button type="submit" className={classes.send} disabled={sending}>
        {sending ? 'Sending...' : warnedFor ? 'Send anyway' : 'Send'}
      </button>
    </form>
  );
}

/** Whether the listing's calendar marks the day booked (issue 31); a failed look-up says no. */
async function isMarkedUnavailable(serviceId: number, day: string): Promise<boolean> {
  try {
    const { services } = await queryGraphQL<{ services: { availability: string[] } | null }>('query ($id: Int!) { services(id: $id) { availability } }', { id: serviceId });
    return services?.availability.includes(day) ?? false;
  } catch {
    return false;
  }
}

