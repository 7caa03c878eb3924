import { answerPrivacyRequest, listMyPrivacyRequests, listPrivacyRequests, requestPrivacyHelp, type AdminPrivacyRequest, type PrivacyRequest } from '../modules/privacy';
import type { TablePage } from '../kernel';
import { builder } from './builder';
import { useCaseResolver } from './use-case-resolver';

/** Issue 35's requests about personal information (docs/privacy.md, "Correct it" and "Requests and deadlines"). */

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** The fields both the person's and the administrators' view have. */
const requestFields = <T extends PrivacyRequest>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, T>) => ({
  id: t.id({ resolve: (request) => request.id }),
  kind: t.string({ description: 'correction, access (a question about their data) or deletion (a question about deleting it)', resolve: (request) => request.kind }),
  subject: t.string({ description: 'review (a published review’s moderation), verification (a business’s verification record), invoice or other', resolve: (request) => request.subject }),
  details: t.string({ description: 'The person’s words', resolve: (request) => request.details }),
  state: t.string({ description: 'open, answered or refused', resolve: (request) => request.state }),
  country: t.string({ description: 'AU or NZ: whose law set the deadline', resolve: (request) => request.country }),
  due_on: t.string({ description: 'YYYY-MM-DD: the legal deadline (30 days in Australia, 20 working days in New Zealand)', resolve: (request) => request.dueOn }),
  answer: t.string({ nullable: true, description: 'The answer the person was e-mailed', resolve: (request) => request.answer }),
  refusal_reason: t.string({ nullable: true, description: 'Why it was refused (APP 13: in writing)', resolve: (request) => request.refusalReason }),
  created_at: t.string({ resolve: (request) => request.createdAt.toISOString() }),
  answered_at: t.string({ nullable: true, resolve: (request) => request.answeredAt?.toISOString() ?? null }),
});

const PrivacyRequestType = builder.objectRef<PrivacyRequest>('PrivacyRequest').implement({
  description: 'A request about a person’s own data: a correction they cannot make themself, or a question about their data or its deletion',
  fields: requestFields,
});

const PrivacyRequestPersonType = builder.objectRef<NonNullable<AdminPrivacyRequest['person']>>('PrivacyRequestPerson').implement({
  fields: (t) => ({ id: t.exposeID('id'), first_name: t.exposeString('firstName'), email: t.exposeString('email') }),
});

const AdminPrivacyRequestType = builder.objectRef<AdminPrivacyRequest>('AdminPrivacyRequest').implement({
  description: 'A privacy request as administrators see it',
  fields: (t) => ({
    ...requestFields(t),
    person: t.field({ type: PrivacyRequestPersonType, nullable: true, description: 'Null once the account is erased', resolve: (request) => request.person }),
    days_left: t.exposeInt('daysLeft', { description: 'Days from today (in the request’s country) to due_on: negative when overdue' }),
  }),
});

const PrivacyRequestPageType = builder.objectRef<TablePage<AdminPrivacyRequest>>('PrivacyRequestPage').implement({
  fields: (t) => ({
    requests: t.field({ type: [AdminPrivacyRequestType], resolve: (page) => page.rows }),
    total: t.exposeInt('total'),
    page: t.exposeInt('page'),
    page_count: t.exposeInt('pageCount'),
  }),
});

builder.queryFields((t) => ({
  myPrivacyRequests: t.field({ type: [PrivacyRequestType], description: 'The signed-in couple’s or vendor’s own requests, newest first', resolve: (_root, _args, ctx) => listMyPrivacyRequests(ctx) }),
  privacyRequests: t.field({
    type: PrivacyRequestPageType,
    description: 'Administrators: the requests in one state (open by default, nearest deadline first; answered and refused latest first), 25 a page',
    args: { state: t.arg.string({ description: 'open, answered or refused' }), page: t.arg.int() },
    resolve: useCaseResolver(listPrivacyRequests),
  }),
}));

builder.mutationFields((t) => ({
  requestPrivacyHelp: t.field({
    type: PrivacyRequestType,
    description: 'A couple or vendor asks for a correction they cannot make themself, or asks about their data or its deletion; the deadline is counted from today in their country',
    args: {
      kind: t.arg.string({ required: true, description: 'correction, access or deletion' }),
      subject: t.arg.string({ required: true, description: 'review, verification (vendors), invoice (vendors) or other' }),
      details: t.arg.string({ required: true, description: 'Up to 5,000 characters' }),
    },
    resolve: useCaseResolver(requestPrivacyHelp),
  }),
  answerPrivacyRequest: t.field({
    type: PrivacyRequestType,
    description: 'Administrators: answers an open request, or refuses it with a written reason; audited, and e-mailed to the person',
    args: {
      id: t.arg.id({ required: true }),
      decision: t.arg.string({ required: true, description: 'answered or refused' }),
      answer: t.arg.string({ required: true, description: 'Sent to the person by e-mail' }),
      reason: t.arg.string({ description: 'Required when refused' }),
    },
    resolve: useCaseResolver(answerPrivacyRequest),
  }),
}));
