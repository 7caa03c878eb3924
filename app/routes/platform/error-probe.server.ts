import { appContext } from '../../../server/http/router-context';
import { notFound } from '~/lib/not-found';
import type { Route } from './+types/error-probe';

/** Fails on purpose when ERROR_PROBE_ROUTE=true (tests of the error screen), else 404. */
export function failOnPurpose({ context }: Route.LoaderArgs): never {
  if (!context.get(appContext).errorProbe) notFound();
  throw new Error('Error probe: this page fails on purpose (ERROR_PROBE_ROUTE=true)');
}
