import { Button } from '@mantine/core';
import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import { FormErrorsAlert, errorIdOf } from '~/components/form/form-errors-alert';
import { keptValue, type FormErrors, type FormValues } from '~/lib/form-errors';
import formClasses from '~/components/form/form.module.css';
import classes from './coming-soon.module.css';

/**
 * The mailing-list form (spec §2 Coming Soon, §7): an e-mail address and an anti-bot field that
 * people never see (off screen, out of the tab order, hidden from screen readers) but form-filling
 * bots do. A plain form post: it works without JavaScript, and a refused address comes back as typed.
 */
export function SubscribeForm({ errors, values }: { errors?: FormErrors; values?: FormValues }) {
  const navigation = useNavigation();
  const formId = useId().replace(/:/g, '') + 'subscribe';
  const emailId = `${formId}-email`;
  return (
    <Form method="post" className={classes.form} noValidate>
      <FormErrorsAlert formId={formId} errors={errors} />
      <label htmlFor={emailId} className={formClasses.label}>
        Your e-mail address
      </label>
      <div className={classes.row}>
        <input
          id={emailId}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          defaultValue={keptValue(values, 'email')}
          required
          className={`${formClasses.input} ${classes.email}`}
          aria-invalid={errors?.email ? true : undefined}
          aria-describedby={errors?.email ? errorIdOf(formId, 'email') : `${formId}-hint`}
        />
        <Button type="submit" size="md" className={classes.button} loading={navigation.state === 'submitting'}>
          Notify Me
        </Button>
      </div>
      <div className={classes.trap} aria-hidden="true">
        <label htmlFor={`${formId}-website`}>Leave this field empty</label>
        <input id={`${formId}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p id={`${formId}-hint`} className={classes.hint}>
        One e-mail to confirm your address, then only launch news and the occasional dose of inspiration. Unsubscribe at any time.
      </p>
    </Form>
  );
}
