import type { Database } from '../../db/client';
import { findSessionViewer } from '../modules/accounts';
import { readSessionToken } from './session-cookie';

/** The signed-in viewer of a request (bearer header or session cookie), with the token they used. */
export async function findRequestViewer(db: Database, request: Request, secure: boolean) {
  const carried = readSessionToken(request, secure);
  if (!carried) return null;
  const found = await findSessionViewer({ db }, carried.token);
  return found && { ...found, token: carried.token };
}
