import { describe, expect, it } from 'vitest';
import { meets } from '../access/requirement.ts';
import { makeSubject } from '../testing/subjects.ts';
import { canEditCustomerAtPos, POS_REQUIREMENT } from './pos-access.ts';

// spec 3 §2.6 (create_orders and s_p_o_s), spec 2 §6 (manage_customers edits), decision 111.
describe('point of sale access', () => {
  it.each([
    [['create_orders'], ['s_p_o_s', 'customer_tab'], true, true],
    [['create_orders'], ['customer_tab'], false, false],
    [[], ['s_p_o_s', 'customer_tab'], false, false],
    [['manage_customers'], ['customer_tab'], false, true],
    [['manage_customers'], [], false, false],
  ] as const)('rights %j, features %j: sells %s, edits the customer %s', (rights, features, sells, edits) => {
    const subject = makeSubject({ rights, features });
    expect(meets(subject, POS_REQUIREMENT)).toBe(sells);
    expect(canEditCustomerAtPos(subject)).toBe(edits);
  });
});
