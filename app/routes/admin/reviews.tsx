import { Anchor, Badge, Button, Group, List, Text, Title } from '@mantine/core';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { SuccessStatus } from '~/components/form/success-status';
import { TextAreaField } from '~/components/form/text-area-field';
import { TextField } from '~/components/form/text-field';
import { useActionResult } from '~/features/admin/action-form';
import { TableFilters, TablePager } from '~/features/admin/admin-table';
import classes from '~/features/admin/admin.module.css';
import { SortLinks, StateLinks } from '~/features/admin/state-links';
import moderation from '~/features/review-moderation/review-moderation.module.css';
import { keptValue } from '~/lib/form-errors';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/reviews';
import { loadReviewCases, reviewCasesAction } from './reviews.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Reviews - Administration') }];
export const handle = { crumb: 'Reviews' };
export const loader = (args: Route.LoaderArgs) => loadReviewCases(args);
export const action = (args: Route.ActionArgs) => reviewCasesAction(args);

type Case = Route.ComponentProps['loaderData']['cases']['rows'][number];

const statusBadges = { open: ['Open', 'rose'], upheld: ['Upheld', 'red'], rejected: ['Rejected', 'sage'], closed: ['Closed', 'gray'] } as const;

/** Uphold or Reject, one form with a required note: a plain POST form whose two buttons say which. */
function DecideForm({ entry }: { entry: Case }) {
  const id = `decide-${entry.id}`;
  const result = useActionResult(id);
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('form_id') === id;
  return (
    <Form method="post" noValidate aria-label={`Decide case ${entry.id}`} className={classes.stackForm}>
      <input type="hidden" name="intent" value="decide" />
      <input type="hidden" name="form_id" value={id} />
      <input type="hidden" name="id" value={entry.id} />
      {result?.errors && <FormErrorsAlert formId={id} errors={result.errors} />}
      <div className={classes.fields}>
        <TextAreaField formId={id} name="note" label="Your note on the decision (e-mailed to both sides, kept in the audit log)" rows={2} defaultValue={keptValue(result?.values, 'note')} error={result?.errors?.note} />
      </div>
      <div className={classes.formActions}>
        <Button type="submit" name="uphold" value="true" color="red" loading={busy}>
          Uphold: remove the review
        </Button>
        <Button type="submit" name="uphold" value="false" variant="default" loading={busy}>
          Reject: keep the review
        </Button>
      </div>
    </Form>
  );
}

function CaseCard({ entry }: { entry: Case }) {
  const { review, dealing } = entry;
  const [statusText, statusColor] = statusBadges[entry.status];
  const conversation = dealing.conversation;
  return (
    <article className={classes.card} aria-labelledby={`case-${entry.id}`}>
      <Group justify="space-between" align="flex-start">
        <Title order={2} size="h4" id={`case-${entry.id}`}>
          {entry.kind === 'dispute' ? 'Dispute' : 'Report'} {entry.id}: {review.title ?? 'a removed review'}
        </Title>
        <Badge variant="light" color={statusColor} className={classes.wholeBadge}>
          {statusText}
          {entry.decided && ` ${entry.decided}`}
        </Badge>
      </Group>
      <Text size="sm">
        Of {entry.listing.path ? <Link to={entry.listing.path}>{entry.listing.name}</Link> : entry.listing.name} · opened {entry.opened} by{' '}
        {entry.openedBy ? (
          <>
            {entry.openedBy.name} (<Anchor href={`mailto:${entry.openedBy.email}`}>{entry.openedBy.email}</Anchor>)
          </>
        ) : (
          'a removed account'
        )}
        {entry.kind === 'dispute' ? ', the listing’s vendor' : ''}
      </Text>
      <Text size="sm">
        <strong>Reason:</strong> {entry.reasonLabel}
      </Text>
      <Text size="sm" className={moderation.text}>
        <strong>Note:</strong> {entry.note}
      </Text>
      {entry.files.length > 0 && (
        <List size="sm" aria-label={`Evidence of case ${entry.id} (private)`}>
          {entry.files.map((file) => (
            <List.Item key={file.id}>
              <Anchor href={`/review-evidence/${file.id}`} download>
                {file.fileName}
              </Anchor>{' '}
              ({Math.max(1, Math.round(file.size / 1024))} KB)
            </List.Item>
          ))}
        </List>
      )}
      <section className={moderation.case} aria-label={`The review of case ${entry.id}`}>
        {review.removalLine && <Text size="sm">{review.removalLine}</Text>}
        <Text size="sm">
          <span className={moderation.hearts}>{review.rating} of 5 hearts</span> · {review.author} · {review.sourceLine} · written {review.written}
          {review.edited && `, edited ${review.edited}`}
          {review.weddingMonth && ` · wedding ${review.weddingMonth}`}
        </Text>
        <Text size="sm" fw={600}>
          {review.title}
        </Text>
        <Text size="sm" className={moderation.text}>{review.body}</Text>
        {review.reply && (
          <div className={moderation.reply}>
            <Text size="sm" fw={600}>
              The vendor’s reply, {review.reply.written}
              {review.reply.edited && ` (edited ${review.reply.edited})`}
            </Text>
            <Text size="sm" className={moderation.text}>{review.reply.body}</Text>
          </div>
        )}
        {entry.versions.length > 0 && (
          <details>
            <summary>Earlier versions ({entry.versions.length})</summary>
            {entry.versions.map((version, index) => (
              <div key={index} className={moderation.reply}>
                <Text size="sm">
                  {version.rating} of 5 hearts · written {version.written}, replaced {version.replaced}
                </Text>
                <Text size="sm" fw={600}>
                  {version.title}
                </Text>
                <Text size="sm" className={moderation.text}>{version.body}</Text>
              </div>
            ))}
          </details>
        )}
      </section>
      <dl className={moderation.facts} aria-label={`How the couple dealt with the vendor, case ${entry.id}`}>
        <dt>Dealing</dt>
        <dd>{dealing.source === 'booking' ? 'A booking' : dealing.source === 'enquiry' ? 'An enquiry the vendor answered' : 'None found now'}</dd>
        {dealing.bookingDate && (
          <>
            <dt>Booked date</dt>
            <dd>{dealing.bookingDate}</dd>
          </>
        )}
        {conversation && (
          <>
            <dt>Conversation started</dt>
            <dd>{conversation.started}</dd>
            <dt>Wrote first</dt>
            <dd>{conversation.firstWriter === 'couple' ? 'The couple' : 'The vendor'}</dd>
            <dt>Vendor’s first reply</dt>
            <dd>{conversation.firstVendorReply}</dd>
            <dt>Last message</dt>
            <dd>{conversation.lastMessage}</dd>
            <dt>Messages</dt>
            <dd>{conversation.messages} (their text is private)</dd>
          </>
        )}
      </dl>
      {entry.decisionNote && (
        <Text size="sm" className={moderation.text}>
          <strong>Decision note:</strong> {entry.decisionNote}
        </Text>
      )}
      {entry.status === 'open' && <DecideForm entry={entry} />}
    </article>
  );
}

/** Review disputes (the listing's vendor's) and reports (anyone's): open ones to uphold or reject with a note, and decided ones. */
export default function ReviewCasesPage({ loaderData }: Route.ComponentProps) {
  const { cases, query } = loaderData;
  const decided = query.state === 'decided';
  // The decision's answer on the page: the case leaves the open tab with its form once decided.
  const answer = useActionData() as { success?: string } | undefined;
  return (
    <>
      <Title order={1}>Reviews</Title>
      <SuccessStatus message={answer?.success ?? null} />
      <Text size="sm">Disputes and reports of reviews. Upholding removes the review (its text is never edited) and shows the public line; rejecting keeps it. Each decision is e-mailed to both sides and written to the audit log.</Text>
      <StateLinks label="Case state" param="state" value={query.state} options={{ open: 'Open', decided: 'Decided' }} />
      <TableFilters label="Find disputes and reports">
        {decided && <input type="hidden" name="state" value={query.state} />}
        <TextField formId="review-cases" name="q" label="Review text, note or case number" type="search" defaultValue={query.q ?? ''} />
      </TableFilters>
      <SortLinks
        label="Order of cases"
        sort={query.sort}
        dir={query.dir}
        options={[
          { sort: 'opened', dir: 'asc', text: 'Oldest first' },
          { sort: 'opened', dir: 'desc', text: 'Newest first' },
          ...(decided ? [{ sort: 'decided', dir: 'desc' as const, text: 'Last decided first' }] : []),
        ]}
      />
      {cases.rows.length === 0 ? <Text>{query.q ? 'No case matches this search.' : decided ? 'No case was decided yet.' : 'No dispute or report is waiting.'}</Text> : cases.rows.map((entry) => <CaseCard key={entry.id} entry={entry} />)}
      <TablePager page={cases.page} pageCount={cases.pageCount} total={cases.total} noun={['case', 'cases']} />
    </>
  );
}
