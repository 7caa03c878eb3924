import { Title } from '@mantine/core';
import { Form, Link, useNavigation } from 'react-router';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { SuccessStatus } from '~/components/form/success-status';
import { maxAutoReplyLength, maxTemplateBodyLength, maxTemplateTitleLength } from '../../../shared/bookings/limits';
import { pipelineStages, type PipelineStage } from '../../../shared/bookings/pipeline';
import { longDay, money } from './money';
import classes from './bookings.module.css';

export type PipelinePageData = {
  counts: Record<PipelineStage, number>;
  leads: { conversationId: number; serviceId: number; serviceName: string; stage: PipelineStage; createdAt: string; weddingDate: string | null; guests: number | null }[];
  listings: { serviceId: number; serviceName: string; enquiries: number; booked: number; conversion: number }[];
  monthly: { month: string; currency: string; value: number }[];
  templates: { id: number; title: string; body: string }[];
  autoReply: { enabled: boolean; body: string };
};

const stageNames: Record<PipelineStage, string> = { new: 'New', replied: 'Replied', quoted: 'Quoted', booked: 'Booked', lost: 'Lost' };
const monthName = new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });

type Failure = { form: string; errors: Record<string, string> } | null;

/** The vendor's pipeline (issue 31): stages, leads, conversion per listing, confirmed value per month, and reply tools. */
export function PipelinePage({ data, done, failed }: { data: PipelinePageData; done: string | null; failed: Failure }) {
  const busy = useNavigation().state === 'submitting';
  const errorsOf = (form: string) => (failed?.form === form ? failed.errors : undefined);
  const highest = Math.max(1, ...data.monthly.map((month) => month.value));
  return (
    <div className={`content-width ${classes.page}`}>
      <Title order={1}>Pipeline</Title>
      <p className={classes.meta}>
        Lost means declined, expired, or no reply from the couple in 30 days. An auto-reply never counts as your reply; a decline does. <Link to="/vendors/dashboard">Back to the dashboard</Link>
      </p>
      <ul className={classes.stages} aria-label="Leads by stage">
        {pipelineStages.map((stage) => (
          <li key={stage} className={classes.stage}>
            <span className={classes.stageCount}>{data.counts[stage]}</span>
            {stageNames[stage]}
          </li>
        ))}
      </ul>

      <section className={classes.panel} aria-labelledby="leads-heading">
        <h2 id="leads-heading">Leads</h2>
        {data.leads.length === 0 ? (
          <p className={classes.meta}>No enquiries yet.</p>
        ) : (
          <div className={classes.tableWrap} role="region" aria-label="Leads" tabIndex={0}>
            <table className={classes.table}>
              <thead>
                <tr>
                  <th scope="col">Stage</th>
                  <th scope="col">Listing</th>
                  <th scope="col">Wedding date</th>
                  <th scope="col">Guests</th>
                  <th scope="col">Enquired</th>
                </tr>
              </thead>
              <tbody>
                {data.leads.map((lead) => (
                  <tr key={lead.conversationId}>
                    <td>{stageNames[lead.stage]}</td>
                    <td>
                      <Link to={`/messages?conversation=${lead.conversationId}`}>{lead.serviceName}</Link>
                    </td>
                    <td>{lead.weddingDate ? longDay(lead.weddingDate) : '—'}</td>
                    <td>{lead.guests ?? '—'}</td>
                    <td>{longDay(lead.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className={classes.panel} aria-labelledby="conversion-heading">
        <h2 id="conversion-heading">Conversion, last 90 days</h2>
        {/* Scrolls sideways on a phone: a region the keyboard can reach and scroll. */}
        <div className={classes.tableWrap} role="region" aria-label="Conversion, last 90 days" tabIndex={0}>
          <table className={classes.table}>
            <thead>
              <tr>
                <th scope="col">Listing</th>
                <th scope="col">Enquiries</th>
                <th scope="col">Booked</th>
                <th scope="col">Conversion</th>
              </tr>
            </thead>
            <tbody>
              {data.listings.map((listing) => (
                <tr key={listing.serviceId}>
                  <td>{listing.serviceName}</td>
                  <td>{listing.enquiries}</td>
                  <td>{listing.booked}</td>
                  <td>{Math.round(listing.conversion * 100)}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className={classes.panel} aria-labelledby="value-heading">
        <h2 id="value-heading">Confirmed bookings’ value per month</h2>
        {data.monthly.length === 0 ? (
          <p className={classes.meta}>No confirmed bookings in the last 12 months.</p>
        ) : (
          <ul className={classes.templates}>
            {data.monthly.map((month) => (
              <li key={`${month.month}-${month.currency}`}>
                <span>
                  {monthName.format(new Date(`${month.month}-01T00:00:00Z`))}: {money(month.value, month.currency)}
                </span>
                <div aria-hidden="true" style={{ height: 10, width: `${Math.max(2, (month.value / highest) * 100)}%`, background: 'var(--mantine-color-rose-8)', borderRadius: 4 }} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={classes.panel} aria-labelledby="templates-heading">
        <h2 id="templates-heading">Reply templates</h2>
        <p className={classes.meta}>Merge fields: {'{couple_name}'}, {'{wedding_date}'}, {'{guests}'}, {'{listing_name}'}. Insert a template from the conversation’s tools.</p>
        <ul className={classes.templates}>
          {data.templates.map((template) => {
            const formId = `template-${template.id}`;
            return (
              <li key={template.id}>
                <TemplateForm formId={formId} template={template} busy={busy} errors={errorsOf(formId)} saved={done === formId} />
                <Form method="post">
                  <input type="hidden" name="intent" value="deleteTemplate" />
                  <input type="hidden" name="form_id" value={`delete-${template.id}`} />
                  <input type="hidden" name="id" value={template.id} />
                  <button type="submit" className={classes.secondary} disabled={busy}>
                    Delete “{template.title}”
                  </button>
                </Form>
              </li>
            );
          })}
          <li>
            <h3>New template</h3>
            <TemplateForm formId="template-new" template={null} busy={busy} errors={errorsOf('template-new')} saved={done === 'template-new'} />
          </li>
        </ul>
      </section>

      <section className={classes.panel} aria-labelledby="auto-reply-heading">
        <h2 id="auto-reply-heading">Auto-reply</h2>
        <p className={classes.meta}>Sent once, for the first message of a new conversation. It never counts as your reply.</p>
        <Form method="post" className={classes.quoteForm}>
          <input type="hidden" name="intent" value="autoReply" />
          <input type="hidden" name="form_id" value="auto-reply" />
          <FormErrorsAlert formId="auto-reply" errors={errorsOf('auto-reply')} />
          <label className={classes.check}>
            <input type="checkbox" name="enabled" defaultChecked={data.autoReply.enabled} /> Send an auto-reply
          </label>
          <div className={classes.field}>
            <label htmlFor="auto-reply-body" className={classes.label}>
              Auto-reply text
            </label>
            <textarea id="auto-reply-body" name="body" rows={3} maxLength={maxAutoReplyLength} className={classes.input} defaultValue={data.autoReply.body} />
          </div>
          <div className={classes.actions}>
            <button type="submit" className={classes.primary} disabled={busy}>
              Save the auto-reply
            </button>
          </div>
          <SuccessStatus message={done === 'auto-reply' ? 'Auto-reply saved.' : null} />
        </Form>
      </section>
    </div>
  );
}

function TemplateForm({ formId, template, busy, errors, saved }: { formId: string; template: { id: number; title: string; body: string } | null; busy: boolean; errors: Record<string, string> | undefined; saved: boolean }) {
  return (
    <Form method="post" className={classes.quoteForm} key={template ? `${template.id}-${template.title}-${template.body.length}` : 'new'}>
      <input type="hidden" name="intent" value="saveTemplate" />
      <input type="hidden" name="form_id" value={formId} />
      {template && <input type="hidden" name="id" value={template.id} />}
      <FormErrorsAlert formId={formId} errors={errors} />
      <div className={classes.field}>
        <label htmlFor={`${formId}-title`} className={classes.label}>
          Title
        </label>
        <input id={`${formId}-title`} name="title" maxLength={maxTemplateTitleLength} className={classes.input} defaultValue={template?.title ?? ''} required />
      </div>
      <div className={classes.field}>
        <label htmlFor={`${formId}-body`} className={classes.label}>
          Text
        </label>
        <textarea id={`${formId}-body`} name="body" rows={3} maxLength={maxTemplateBodyLength} className={classes.input} defaultValue={template?.body ?? ''} required />
      </div>
      <div className={classes.actions}>
        <button type="submit" className={classes.primary} disabled={busy}>
          {template ? 'Save the template' : 'Add the template'}
        </button>
      </div>
      <SuccessStatus message={saved ? 'Template saved.' : null} />
    </Form>
  );
}
