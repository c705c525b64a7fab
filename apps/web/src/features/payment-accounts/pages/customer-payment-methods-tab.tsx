import { useProfileContext } from '@/features/customers/components/profile-context';
import { PaymentAccountsPanel } from '../components/payment-accounts-panel';

/** /customer/profile/:customerId/payment-methods (spec 2 §2.1): the customer's cards and bank accounts. */
export function CustomerPaymentMethodsTab() {
  const { customer } = useProfileContext();
  return <PaymentAccountsPanel customerId={customer.id} />;
}
