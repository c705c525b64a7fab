import type { PosCustomer } from '@paybook/contracts';
import type { matchPosCustomer as matchEndpoint } from '@paybook/contracts/endpoints/pos';
import { callEndpoint } from '@/lib/call-endpoint';

/** POST /api/customer/stats/matched/{customerId} (spec 3 §7): the customer the sale is for, with stats. */
export function matchPosCustomer(customerId: number): Promise<PosCustomer> {
  return callEndpoint<typeof matchEndpoint>(
    { method: 'POST', path: '/customer/stats/matched/:customerId' },
    { params: { customerId } },
  );
}
