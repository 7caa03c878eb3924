import QRCode from 'qrcode';
import type { HttpRequestContext } from '../../../../server/context';
import { findSecondStep } from '../../../../server/modules/accounts';
import type { TwoStepView } from './two-step-data';

/** The viewer's two-step sign-in as the pages show it: while it is being set up, its QR code as SVG, drawn here on the server. */
export async function twoStepView(app: HttpRequestContext): Promise<TwoStepView> {
  const found = await findSecondStep(app);
  if (found.state === 'setting-up') return { ...found, qrSvg: await QRCode.toString(found.uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
  if (found.state === 'on') return { state: 'on', since: found.since.toISOString(), recoveryCodesLeft: found.recoveryCodesLeft };
  return found;
}
