// Issue 25 point 10: the write reference of bench/endpoints.ts — POST customer with a new Idempotency-Key
// each time: one customer row of the point of sale's merchant (numbered by its trigger) and the key's record.
// No e-mail, so no two requests meet on the per-merchant e-mail key (a repeat would be a 409).

export const CREATE_CUSTOMER_KEY = 'create_customer';

export const CREATE_CUSTOMER_BODY = JSON.stringify({ first_name: 'Bench', last_name: 'Reference' });
