import { describe, expect, it } from 'vitest';
import { bulkOfferingSuccessMessage } from './bulk.ts';

describe('bulk activate and deactivate', () => {
  it('spec 2 §8: the success message names the action and the count', () => {
    expect(bulkOfferingSuccessMessage('activate', 3)).toBe('You have successfully activated 3 item(s)');
    expect(bulkOfferingSuccessMessage('deactivate', 1)).toBe('You have successfully deactivated 1 item(s)');
  });
});
