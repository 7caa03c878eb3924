import { Button, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { SuccessStatus } from '~/components/form/success-status';
import { isPending, requestExportIntent, type DataExportAnswer, type DataExportRow, type DataExportSectionData } from './data-export-view';
import classes from './privacy.module.css';

/** While an archive is prepared, the list is read again this often (with scripts; without, the "Refresh" link). */
const refreshMs = 3000;

/**
 * "Download my data" (issue 35): what the archive holds, the button that asks for it (a plain
 * POST form: it works without scripts), and the person's exports with their status, progress,
 * download link and expiry date.
 */
export function DataExportSection({ data, answer }: { data: DataExportSectionData; answer: DataExportAnswer | undefined }) {
  const fetcher = useFetcher<DataExportAnswer>();
  const shown = fetcher.data ?? answer;
  const failed = shown?.intent === requestExportIntent ? shown.errors : undefined;
  const pending = data.exports.some(isPending);
  useRefreshWhile(pending);
  return (
    <section aria-labelledby="data-export-title" className={classes.card}>
      <Title order={2} id="data-export-title" className={classes.heading}>
        Download my data
      </Title>
      <p>
        Get a copy of everything you have on Ever After. We prepare it in the background and e-mail you when it is ready. The download works for 7 days, and only when you are
        signed in.
      </p>
      <p className={classes.listTitle}>The archive (a zip file) holds:</p>
      <ul className={classes.kinds}>
        {data.kinds.map((kind) => (
          <li key={kind}>{kind}</li>
        ))}
      </ul>
      <p className={classes.hint}>
        Everything is in <code>data.json</code>, ready to import elsewhere, and in spreadsheets (CSV files). It holds nothing about other people beyond what you already see here: the
        name of the person on the other side of a conversation, never their e-mail or phone.
      </p>
      <fetcher.Form method="post" className={classes.requestForm}>
        <input type="hidden" name="intent" value={requestExportIntent} />
        <FormErrorsAlert formId={requestExportIntent} errors={failed} />
        <Button type="submit" size="md" loading={fetcher.state !== 'idle'}>
          Request my data
        </Button>
      </fetcher.Form>
      <SuccessStatus message={shown?.done === requestExportIntent ? 'We are preparing your data. We will e-mail you when it is ready.' : null} />
      {data.exports.length > 0 && <ExportList exports={data.exports} pending={pending} />}
    </section>
  );
}

function ExportList({ exports, pending }: { exports: DataExportRow[]; pending: boolean }) {
  return (
    <div className={classes.exports}>
      <Title order={3} className={classes.subheading}>
        Your requests
      </Title>
      <ul aria-live="polite">
        {exports.map((row) => (
          <li key={row.id} className={classes.exportRow}>
            <span className={classes.requested}>Requested {row.requested}</span>
            <ExportState row={row} />
          </li>
        ))}
      </ul>
      {pending && (
        <p className={classes.hint}>
          Preparing takes a minute or two. <a href="?">Refresh</a> to see how far it is.
        </p>
      )}
    </div>
  );
}

function ExportState({ row }: { row: DataExportRow }) {
  if (row.status === 'queued') return <span>Waiting to start</span>;
  if (row.status === 'preparing')
    return (
      <span className={classes.progress}>
        <progress max={100} value={row.progress} aria-label={`Preparing your data: ${row.progress}%`} />
        <span>Preparing: {row.progress}%</span>
      </span>
    );
  if (row.status === 'failed') return <span>Something went wrong while preparing it. Please ask again.</span>;
  if (row.expired || !row.url) return <span>Expired{row.expires ? ` on ${row.expires}` : ''}. Ask again for a new copy.</span>;
  return (
    <span className={classes.ready}>
      <a href={row.url} download className={classes.download}>
        Download your data{row.size ? ` (zip, ${row.size})` : ''}
      </a>
      <span>Available until {row.expires}</span>
    </span>
  );
}

/** Reads the page again every few seconds while an archive is prepared; stops when none is. */
function useRefreshWhile(pending: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!pending || state !== 'idle') return;
    const timer = setTimeout(() => void revalidate(), refreshMs);
    return () => clearTimeout(timer);
  }, [pending, state, revalidate]);
}
