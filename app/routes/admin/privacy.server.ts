import { answerPrivacyRequest, listPrivacyRequests } from '../../../server/modules/privacy';
import { privacyDeadlineRule } from '../../../shared/privacy/privacy-deadline';
import { dayText, formatDateTime } from '~/lib/format-date';
import type { Route } from './+types/privacy';
import { adminAction, adminContext, adminRead, searchInput } from './admin.server';

/** Privacy requests (?state=open|answered|refused, ?page=): the open ones by deadline. */
export async function loadPrivacyRequests(args: Route.LoaderArgs) {
  const app = adminContext(args);
  const query = searchInput(args.request);
  const requests = await adminRead(() => listPrivacyRequests(app, query));
  return {
    state: query.state || 'open',
    requests: {
      ...requests,
      rows: requests.rows.map(({ createdAt, answeredAt, dueOn, country, ...request }) => ({
        ...request,
        rule: privacyDeadlineRule[country],
        sent: formatDateTime(createdAt),
        due: dayText(dueOn),
        answered: answeredAt ? formatDateTime(answeredAt) : null,
      })),
    },
  };
}

export function privacyAction(args: Route.ActionArgs) {
  return adminAction(args, {
    answer: async (app, fields) => {
      const decided = await answerPrivacyRequest(app, fields);
      return decided.state === 'refused' ? 'The request is refused; the person was e-mailed the answer and the reason.' : 'The request is answered; the person was e-mailed the answer.';
    },
  });
}
