import { Anchor, Badge, Group, Text, Title } from '@mantine/core';
import { Link, useActionData } from 'react-router';
import { SuccessStatus } from '~/components/form/success-status';
import { privacyRequestKindLabels, privacySubjectLabels } from '../../../shared/privacy/privacy-requests';
import { TextAreaField } from '~/components/form/text-area-field';
import { ActionForm, useActionResult } from '~/features/admin/action-form';
import { TablePager } from '~/features/admin/admin-table';
import classes from '~/features/admin/admin.module.css';
import { StateLinks } from '~/features/admin/state-links';
import { keptValue } from '~/lib/form-errors';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/privacy';
import { loadPrivacyRequests, privacyAction } from './privacy.server';
import own from './privacy.module.css';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Privacy - Administration') }];
export const handle = { crumb: 'Privacy' };
export const loader = (args: Route.LoaderArgs) => loadPrivacyRequests(args);
export const action = (args: Route.ActionArgs) => privacyAction(args);

type Request = Route.ComponentProps['loaderData']['requests']['rows'][number];

function daysLeftText(days: number): string {
  if (days < 0) return `${-days} ${days === -1 ? 'day' : 'days'} overdue`;
  if (days === 0) return 'Due today';
  return `${days} ${days === 1 ? 'day' : 'days'} left`;
}

function RequestCard({ request }: { request: Request }) {
  const formId = `answer-${request.id}`;
  const result = useActionResult(formId);
  const errors = result?.errors;
  const subject = privacySubjectLabels[request.subject];
  const decision = keptValue(result?.values, 'decision') ?? 'answered';
  return (
    <article className={classes.card} aria-labelledby={`request-${request.id}`}>
      <Group justify="space-between" align="flex-start">
        <Title order={2} size="h4" id={`request-${request.id}`}>
          {subject}: {privacyRequestKindLabels[request.kind].replace(/^./, (first) => first.toLowerCase())}
        </Title>
        {request.state === 'open' ? (
          <Badge variant="light" color={request.daysLeft <= 5 ? 'red' : 'gray'} className={classes.wholeBadge}>
            {daysLeftText(request.daysLeft)}
          </Badge>
        ) : (
          <Badge variant="light" color={request.state === 'answered' ? 'sage' : 'red'} className={classes.wholeBadge}>
            {request.state === 'answered' ? 'Answered' : 'Refused'} {request.answered}
          </Badge>
        )}
      </Group>
      <Text size="sm">
        From{' '}
        {request.person ? (
          <>
            <Link to={`/users/${request.person.id}/edit`}>{request.person.firstName}</Link> ({request.person.email})
          </>
        ) : (
          'a former member'
        )}
        , sent {request.sent}. Due {request.due}: {request.rule}.
      </Text>
      <Text size="sm" className={own.words}>
        {request.details}
      </Text>
      {request.answer && (
        <Text size="sm" className={own.words}>
          Answer sent: {request.answer}
        </Text>
      )}
      {request.refusalReason && (
        <Text size="sm" className={own.words}>
          Reason: {request.refusalReason}
        </Text>
      )}
      {request.state === 'open' && (
        <ActionForm intent="answer" id={formId} submit="Send the answer" label={`Answer the request about ${subject.toLowerCase()}`}>
          <input type="hidden" name="id" value={request.id} />
          <fieldset className={own.decision}>
            <legend>Decision</legend>
            <label>
              <input type="radio" name="decision" value="answered" defaultChecked={decision !== 'refused'} /> Answered (done, or the person’s question answered)
            </label>
            <label>
              <input type="radio" name="decision" value="refused" defaultChecked={decision === 'refused'} /> Refused (a written reason is required)
            </label>
          </fieldset>
          <TextAreaField formId={formId} name="answer" label="Answer (e-mailed to the person)" rows={3} defaultValue={keptValue(result?.values, 'answer')} error={errors?.answer} />
          <TextAreaField formId={formId} name="reason" label="Reason, when refused (e-mailed to the person)" rows={2} defaultValue={keptValue(result?.values, 'reason')} error={errors?.reason} />
        </ActionForm>
      )}
    </article>
  );
}

const emptyTexts: Record<string, string> = { open: 'No request is waiting.', answered: 'No request was answered yet.', refused: 'No request was refused yet.' };

/**
 * People's requests about their data (issue 35): the open ones by legal deadline (nearest or most
 * overdue first) to answer or refuse with a reason, and the decided ones.
 */
export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { requests, state } = loaderData;
  // An answered request leaves the open list with its card, so its confirmation is shown above the list.
  const result = useActionData<typeof action>();
  const answered = result && 'success' in result && typeof result.success === 'string' && !requests.rows.some((request) => `answer-${request.id}` === result.intent) ? result.success : null;
  return (
    <>
      <Title order={1}>Privacy</Title>
      <Text>
        Requests from couples and vendors about their data: corrections they cannot make themselves, and questions about their data or deleting it. Answer within the
        legal deadline; a refusal needs a written reason. Pending account deletions are on <Anchor href="/admin/privacy/deletions" underline="always">their own page</Anchor>.
      </Text>
      <StateLinks label="Request state" param="state" value={state} options={{ open: 'Open', answered: 'Answered', refused: 'Refused' }} />
      <SuccessStatus message={answered} />
      {requests.rows.length === 0 ? <Text>{emptyTexts[state] ?? emptyTexts.open}</Text> : requests.rows.map((request) => <RequestCard key={request.id} request={request} />)}
      <TablePager page={requests.page} pageCount={requests.pageCount} total={requests.total} noun={['request', 'requests']} />
    </>
  );
}
