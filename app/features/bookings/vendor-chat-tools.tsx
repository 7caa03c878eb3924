import { useEffect, useState } from 'react';
import { Dialog } from '~/components/dialog';
import { fillTemplate } from '../../../shared/bookings/limits';
import { bookingsApi, type EnquiryDetailsView, type ReplyTemplateView } from './bookings-api';
import { longDay } from './money';
import { SendQuoteForm } from './send-quote-form';
import classes from './bookings.module.css';

type VendorChatToolsProps = {
  conversationId: string;
  details: EnquiryDetailsView | null;
  coupleName: string;
  listingName: string;
  /** Puts a filled-in template into the message box. */
  onInsert: (text: string) => void;
  /** Sends a reply at once (the one-tap "Not available on that date"). */
  onSendNow: (text: string) => Promise<boolean>;
  onQuoteSent: () => void;
};

/** The vendor's tools above the message box (issue 31): a reply template to insert, and a quote to send. */
export function VendorChatTools({ conversationId, details, coupleName, listingName, onInsert, onSendNow, onQuoteSent }: VendorChatToolsProps) {
  const [templates, setTemplates] = useState<ReplyTemplateView[]>([]);
  const [quoting, setQuoting] = useState(false);

  useEffect(() => {
    let live = true;
    void bookingsApi
      .templates()
      .then((found) => live && setTemplates(found))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);

  const insert = (id: string) => {
    const template = templates.find((entry) => entry.id === id);
    if (!template) return;
    onInsert(
      fillTemplate(template.body, {
        couple_name: coupleName,
        wedding_date: details?.wedding_date ? longDay(details.wedding_date) : (details?.flexible_when ?? 'your date'),
        guests: details?.guests != null ? String(details.guests) : '',
        listing_name: listingName,
      }),
    );
  };

  return (
    <div className={classes.tools}>
      {templates.length > 0 && (
        <select aria-label="Insert a reply template" className={classes.input} style={{ width: 'auto' }} value="" onChange={(event) => insert(event.currentTarget.value)}>
          <option value="">Insert a template…</option>
          {templates.map((template) => (
            <option key={template.id} value={template.id}>
              {template.title}
            </option>
          ))}
        </select>
      )}
      <button type="button" className={classes.secondary} onClick={() => setQuoting(true)}>
        Send a quote
      </button>
      <button
        type="button"
        className={classes.secondary}
        onClick={() => {
          const day = details?.wedding_date ? longDay(details.wedding_date) : 'your date';
          void onSendNow(`Thank you for thinking of ${listingName}! Sadly we are not available on ${day}. Is there another date you would consider? Suggest one and we will check straight away.`);
        }}
      >
        Not available on that date
      </button>
      <Dialog opened={quoting} onClose={() => setQuoting(false)} title="Send a quote" size={560}>
        <SendQuoteForm
          conversationId={conversationId}
          weddingDate={details?.wedding_date ?? null}
          onSent={() => {
            setQuoting(false);
            onQuoteSent();
          }}
        />
      </Dialog>
    </div>
  );
}
