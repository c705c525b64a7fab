import type { AcceptedPaymentType } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import {
  DESIGN_ACCEPT_NONE_MESSAGE,
  designAcceptance,
  designAcceptanceProblem,
  designToggleEditable,
} from './design.ts';

// spec 3 §5 Settings: "Accept-ach and accept-cc design settings are editable only when the merchant accepts both."
type Accept = { accept_cc: boolean; accept_ach: boolean };
const both: AcceptedPaymentType[] = ['CC', 'ACH'];

describe('design accept switches (spec 3 §5)', () => {
  it.each([
    [both, true],
    [['CC'], false],
    [['ACH'], false],
    [[], false],
  ] as [AcceptedPaymentType[], boolean][])(
    'a merchant accepting %j may edit them: %s',
    (accepts, editable) => {
      expect(designToggleEditable(accepts)).toBe(editable);
    },
  );

  it.each([
    [{ accept_cc: true, accept_ach: true }, both, null],
    [{ accept_cc: false, accept_ach: true }, both, null],
    [{ accept_cc: true, accept_ach: false }, both, null],
    [{ accept_cc: false, accept_ach: false }, both, DESIGN_ACCEPT_NONE_MESSAGE],
    // Not editable: what is sent does not matter, the accepted type is used.
    [{ accept_cc: false, accept_ach: false }, ['CC'], null],
  ] as [Accept, AcceptedPaymentType[], string | null][])(
    '%j with %j: problem %s',
    (accept, accepts, problem) => {
      expect(designAcceptanceProblem(accept, accepts)).toBe(problem);
    },
  );

  it.each([
    [{ accept_cc: false, accept_ach: true }, both, { accept_cc: false, accept_ach: true }],
    [{ accept_cc: false, accept_ach: true }, ['CC'], { accept_cc: true, accept_ach: false }],
    [{ accept_cc: true, accept_ach: true }, ['ACH'], { accept_cc: false, accept_ach: true }],
  ] as [Accept, AcceptedPaymentType[], Accept][])(
    'saved %j, merchant accepts %j: pages take %j',
    (saved, accepts, expected) => {
      expect(designAcceptance(saved, accepts)).toEqual(expected);
    },
  );
});
