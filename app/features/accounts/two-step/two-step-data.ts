import type { FormErrors } from '~/lib/form-errors';

/** The viewer's two-step sign-in as a page's loader hands it over (dates as ISO text). */
export type TwoStepView =
  | { state: 'off' }
  | { state: 'setting-up'; secret: string; uri: string; qrSvg: string }
  | { state: 'on'; since: string; recoveryCodesLeft: number };

/** What /account/two-step's action answers: the form that posted, new recovery codes, or its errors. */
export type TwoStepAnswer = { intent: string; recoveryCodes?: string[]; errors?: FormErrors };

/** The secret in groups of four, as people type it into an app. */
export const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)!.join(' ');
