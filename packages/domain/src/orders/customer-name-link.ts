// spec 3 §2.2 (last paragraph): "Customer name links in reports go to the customer profile when the claim
// customers.profile is held, otherwise to the legacy customer page; links exist only with claim
// reports.name-link." There is no classic customer page (ruling 2), so the legacy page is the orders report
// filtered to the customer, with spec 3 §2.2's customer filter ci={customerId}:C{customerId} (decision 118).
import type { AccessSubject } from '../access/subject.ts';

/** Where a customer's name links to in the reports and detail pages, or null for plain text. */
export function customerNameLink(
  subject: Pick<AccessSubject, 'claims'>,
  customerId: number | null,
): string | null {
  if (customerId === null || !subject.claims.has('reports.name-link')) return null;
  if (subject.claims.has('customers.profile')) return `/customer/profile/${customerId}`;
  return `/reports/view/orders?ci=${encodeURIComponent(`${customerId}:C${customerId}`)}`;
}
