import { List, Text, Title } from '@mantine/core';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/billing';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Billing - Administration') }];
export const handle = { crumb: 'Billing' };

/** Filled by the billing issue, which owns plans, subscriptions and invoices. */
export default function BillingPage() {
  return (
    <>
      <Title order={1}>Billing</Title>
      <Text>Billing arrives with the billing module. This section will hold:</Text>
      <List>
        <List.Item>the plans editor: per category and country, monthly and yearly, with add-ons;</List.Item>
        <List.Item>vendors’ subscriptions and their states;</List.Item>
        <List.Item>invoices, to mark paid (a bank transfer received) or void.</List.Item>
      </List>
    </>
  );
}
