import { CorrectionRequestSection, DeleteAccountSection, deleteAccountIntent, type DeleteAccountFailure } from '~/features/privacy';
import { DataExportSection } from '~/features/privacy/data-export-section';
import type { DataExportAnswer } from '~/features/privacy/data-export-view';
import { PrivacyPage } from '~/features/privacy/privacy-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/vendor-privacy';
import { loadPrivacyPage, privacyAction } from './privacy.server';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Privacy and your data') },
  { name: 'robots', content: 'noindex' },
];

export const loader = (args: Route.LoaderArgs) => loadPrivacyPage(args, 'vendor');

export const action = (args: Route.ActionArgs) => privacyAction(args, 'vendor');

/** A vendor's privacy page (issue 35): one section per feature. */
export default function VendorPrivacyPage({ loaderData, actionData }: Route.ComponentProps) {
  // One answer for the page's forms: each section shows it when its own form posted (`intent`).
  const answer = actionData as (DataExportAnswer & DeleteAccountFailure) | undefined;
  return (
    <PrivacyPage backTo="/vendors/profile" backLabel="Back to your business profile">
      <DataExportSection data={loaderData.dataExport} answer={answer} />
      <CorrectionRequestSection requests={loaderData.requests} isVendor />
      <DeleteAccountSection asksCode={loaderData.asksCode} isVendor failure={answer?.intent === deleteAccountIntent ? answer : undefined} />
    </PrivacyPage>
  );
}
