import { redirect } from 'react-router';
import type { RequestContext } from '../../../server/context';
import { withWireNames } from '../../../server/kernel';
import { deleteMyAccount } from '../../../server/modules/privacy';
import { isoDay } from '~/lib/format-date';
import type { IntentHandler } from '~/lib/run-intent.server';

/**
 * The privacy pages' "Delete my account" form (intent `delete-account`): the use case ends every
 * session, so the answer is the "Cancel the deletion" page, saying until when that is possible.
 */
export const deleteAccountHandler =
  (app: RequestContext): IntentHandler =>
  async (fields) => {
    const { deletionDueAt } = await withWireNames(fields, (input) => deleteMyAccount(app, input));
    // The day as the site tells days (Sydney time), as the administrators' list shows it too.
    return redirect(`/account/deletion?due=${isoDay(deletionDueAt.toISOString())}`);
  };
