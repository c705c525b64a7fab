import { describe, expect, it } from 'vitest';
import { BULK_OFFERING_IDS_REQUIRED, bulkOfferingProblems, bulkOfferingSuccessMessage } from './bulk.ts';

describe('bulk activate and deactivate', () => {
  it('spec 2 §5: needs a non-empty list of offering ids', () => {
    expect(bulkOfferingProblems([])).toEqual({ offering_ids: BULK_OFFERING_IDS_REQUIRED });
    expect(bulkOfferingProblems([7])).toEqual({});
  });

  it('spec 2 §8: the success message names the action and the count', () => {
    expect(bulkOfferingSuccessMessage('activate', 3)).toBe('You have successfully activated 3 item(s)');
    expect(bulkOfferingSuccessMessage('deactivate', 1)).toBe('You have successfully deactivated 1 item(s)');
  });
});
