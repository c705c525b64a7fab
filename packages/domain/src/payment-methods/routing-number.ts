// spec 2 §3: a bank account carries an ABA routing number: nine digits whose weighted sum
// 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of ten.

const ROUTING_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

/** The ABA checksum of a nine-digit string; false for anything else. */
export function isRoutingChecksumValid(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const sum = ROUTING_WEIGHTS.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  return sum % 10 === 0;
}

export type RoutingNumberProblem = 'required' | 'digits' | 'length' | 'checksum';

/** spec 2 §3: what is wrong with a typed routing number, or null when it can be sent. */
export function routingNumberProblem(text: string | null | undefined): RoutingNumberProblem | null {
  if (text === null || text === undefined || text.trim() === '') return 'required';
  const digits = text.trim();
  if (!/^\d+$/.test(digits)) return 'digits';
  if (digits.length !== 9) return 'length';
  return isRoutingChecksumValid(digits) ? null : 'checksum';
}

const ROUTING_NUMBER_MESSAGES: Record<RoutingNumberProblem, string> = {
  required: 'Enter the routing number.',
  digits: 'The routing number can only contain digits.',
  length: 'The routing number must be exactly 9 digits.',
  checksum: 'The routing number is not valid. Check it for typing mistakes.',
};

/** The message for a routing number problem, naming the routing number. */
export function routingNumberError(text: string | null | undefined): string | null {
  const problem = routingNumberProblem(text);
  return problem && ROUTING_NUMBER_MESSAGES[problem];
}
