import { PageFrame } from '~/components/placeholder-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Contact Us') }];

export default function ContactPage() {
  return <PageFrame title="Contact Us" />;
}
