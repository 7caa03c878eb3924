import type { Route } from './+types/error-probe';
import { failOnPurpose } from './error-probe.server';

/** /error-probe: fails on purpose when ERROR_PROBE_ROUTE=true (tests of the error screen), else 404. */
export const loader = (args: Route.LoaderArgs) => failOnPurpose(args);

export default function ErrorProbe() {
  return null;
}
