import { redirect } from 'react-router';
import { setFlash } from '../../../server/http/flash-cookie';
import { appContext } from '../../../server/http/router-context';
import { signOut } from '../../../server/modules/accounts';
import type { Route } from './+types/logout';

/** Nobody to sign out: go home (spec §2). */
export function loadLogout({ context }: Route.LoaderArgs) {
  if (!context.get(appContext).viewer) throw redirect('/');
  return null;
}

export async function signOutAction({ context }: Route.ActionArgs) {
  const app = context.get(appContext);
  await signOut(app);
  setFlash(app, 'signed-out');
  return redirect('/');
}
