import { CorrectionRequestSection, DeleteAccountSection, deleteAccountIntent, type DeleteAccountFailure } from '~/features/privacy';
import { DataExportSection } from '~/features/privacy/data-export-section';
import type { DataExportAnswer } from '~/features/privacy/data-export-view';
import { PrivacyPage } from '~/features/privacy/privacy-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/privacy';
import { loadPrivacyPage, privacyAction } from './privacy.server';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Privacy and your data') },
  { name: 'robots', content: 'noindex' },
];

export const loader = (args: Route.LoaderArgs) => loadPrivacyPage(args, 'couple');

export const action = (args: Route.ActionArgs) => privacyAction(args, 'couple');

/** A couple's privacy page (issue 35): one section per feature. */
export default function CouplePrivacyPage({ loaderData, actionData }: Route.ComponentProps) {
  // One answer for the page's forms: each section shows it when its own form posted (`intent`).
  const answer = actionData as (DataExportAnswer & DeleteAccountFailure) | undefined;
  return (
    <PrivacyPage backTo="/profile" backLabel="Back to your profile">
      <DataExportSection data={loaderData.dataExport} answer={answer} />
      <CorrectionRequestSection requests={loaderData.requests} isVendor={false} />
      <DeleteAccountSection asksCode={loaderData.asksCode} isVendor={false} failure={answer?.intent === deleteAccountIntent ? answer : undefined} />
    </PrivacyPage>
  );
}
