import { describe, expect, it } from 'vitest';
import { PICKER_PAGE_SIZE, PICKER_SHOW_MORE_SIZE, SERVICE_LIST_PAGE_SIZE } from './page-sizes.ts';

describe('services page sizes (spec 1 §9)', () => {
  it('spec 1 §9: the service list holds 20; pickers 18, then 100 on show more', () => {
    expect([SERVICE_LIST_PAGE_SIZE, PICKER_PAGE_SIZE, PICKER_SHOW_MORE_SIZE]).toEqual([20, 18, 100]);
  });
});
