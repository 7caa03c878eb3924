import { Button, CopyButton } from '@mantine/core';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useFetcher } from 'react-router';
import type { FormFailure } from '~/lib/form-errors.server';
import { formatLongDate } from '~/lib/format-date';
import classes from './availability.module.css';

type AvailabilityFeedProps = { feedUrl: string | null; importUrl: string | null; importedAt: string | null };

const regenerateWarning = 'Make a new address? Calendars subscribed to the old one stop receiving your booked days.';

/**
 * The listing's iCal feed (a secret address calendar apps subscribe to: copy, or regenerate to
 * shut out whoever has the old one) and the import of the vendor's own calendar.
 */
export function AvailabilityFeed({ feedUrl, importUrl, importedAt }: AvailabilityFeedProps) {
  const regenerate = useFetcher();
  const importer = useFetcher<FormFailure | { ok: string }>();
  const importError = importer.data && 'errors' in importer.data ? Object.values(importer.data.errors).join(' ') : null;
  return (
    <>
      <section aria-labelledby="feed-title" className={classes.section}>
        <h3 id="feed-title" className={classes.sectionTitle}>
          Share your booked days with your calendar
        </h3>
        <p className={classes.hint}>Subscribe to this address in Google Calendar, Apple Calendar or Outlook. Keep it private: anyone with it can see your booked days.</p>
        {feedUrl && (
          <div className={classes.feedRow}>
            <label htmlFor="feed-url" className="visually-hidden">
              Calendar feed address
            </label>
            <input id="feed-url" className={classes.urlInput} value={feedUrl} readOnly onFocus={(event) => event.currentTarget.select()} />
            <CopyButton value={feedUrl}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy} leftSection={copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />}>
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
          </div>
        )}
        <regenerate.Form method="post" onSubmit={(event) => feedUrl && !window.confirm(regenerateWarning) && event.preventDefault()}>
          <input type="hidden" name="intent" value="regenerate" />
          <Button type="submit" variant={feedUrl ? 'subtle' : 'filled'} loading={regenerate.state !== 'idle'} leftSection={<IconRefresh size={16} aria-hidden="true" />}>
            {feedUrl ? 'Regenerate the address' : 'Make a feed address'}
          </Button>
        </regenerate.Form>
      </section>
      <section aria-labelledby="import-title" className={classes.section}>
        <h3 id="import-title" className={classes.sectionTitle}>
          Import your own calendar
        </h3>
        <p id="import-hint" className={classes.hint}>
          The https (or webcal) iCal address your calendar publishes. Its busy days are added to your booked days now and every hour. Leave it empty to stop and take them away.
          {importUrl && ` ${importedAt ? `Last imported ${formatLongDate(importedAt)}.` : 'Not imported yet: the calendar could not be read just now. It is tried again every hour.'}`}
        </p>
        <importer.Form method="post" className={classes.feedRow}>
          <input type="hidden" name="intent" value="import" />
          <label htmlFor="import-url" className="visually-hidden">
            Your calendar’s iCal address
          </label>
          <input
            id="import-url"
            name="url"
            type="url"
            inputMode="url"
            className={classes.urlInput}
            defaultValue={importUrl ?? ''}
            placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
            aria-describedby={importError ? 'import-hint import-error' : 'import-hint'}
            aria-invalid={importError ? true : undefined}
          />
          <Button type="submit" variant="default" loading={importer.state !== 'idle'}>
            Save
          </Button>
        </importer.Form>
        {importError && (
          <p id="import-error" role="alert" className={classes.refused}>
            {importError}
          </p>
        )}
      </section>
    </>
  );
}
