import { buildContext } from '../server/build-context';
import type { RequestContext } from '../server/context';
import { requestPrivacyHelp } from '../server/modules/privacy';
import { demoViewer, type DemoAccounts } from './accounts';

const day = 86_400_000;

/**
 * Two open privacy requests for the admin area's Privacy page (issue 35): couple2's question about
 * their data (New Zealand: 20 working days), and vendor2's correction of its verification record,
 * sent 26 days ago (Australia: 4 days left).
 */
export async function seedDemoPrivacy({ db }: Pick<RequestContext, 'db'>, accounts: DemoAccounts): Promise<void> {
  const asOf = async (id: number, daysAgo: number) => buildContext({ db, viewer: await demoViewer(db, id), clock: { now: () => new Date(Date.now() - daysAgo * day) } });
  await requestPrivacyHelp(await asOf(accounts.vendor2, 26), {
    kind: 'correction',
    subject: 'verification',
    details: 'Our verification record names the business “Ironbark Lane Cake”. It is “Ironbark Lane Cakes”, as on our ABN record. Please correct it.',
  });
  await requestPrivacyHelp(await asOf(accounts.couple2, 2), {
    kind: 'access',
    subject: 'other',
    details: 'Which vendors can see our e-mail address and phone number, and since when?',
  });
}
