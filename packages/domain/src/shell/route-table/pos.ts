// spec 3 §2.6: point of sale (needs create_orders and the feature s_p_o_s). spec 1 §2.4 calls its
// state virtual-terminal (virtual-terminal.main is an alias of pos).
import { allOf, needFeature, needRight } from '../../access/requirement.ts';
import { type AppRoute, defineRoute } from '../route-types.ts';

const POS = allOf(needRight('create_orders'), needFeature('s_p_o_s'));

export const POS_ROUTES: readonly AppRoute[] = [
  // Query customerId or customer, appointmentId, openDefaultProductModal (one-time or recurring).
  defineRoute('pos', '/pos', 'Point of Sale', { requirement: POS }),
  // Both sub-pages return to /pos when orderId is missing (checked by the page).
  defineRoute('pos.send-receipt', '/pos/send-receipt', 'Send Receipt', { requirement: POS }),
  defineRoute('pos.transaction-complete', '/pos/transaction-complete', 'Transaction Complete', {
    requirement: POS,
  }),
];
