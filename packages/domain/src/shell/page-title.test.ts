import { describe, expect, it } from 'vitest';
import { EXPIRED_PAGE_TITLE, pageTitle } from './page-title.ts';

describe('page title (spec 1 §2.1)', () => {
  it("spec 1 §2.1: the full form '{title} by {x} - Page n of m - {product name}'", () => {
    expect(
      pageTitle({ title: 'Orders', by: 'Customer', page: 2, pageCount: 5, productName: 'Paybook' }),
    ).toBe('Orders by Customer - Page 2 of 5 - Paybook');
  });

  it('leaves out the parts not given', () => {
    expect(pageTitle({ title: 'Home', productName: 'Paybook' })).toBe('Home - Paybook');
    expect(pageTitle({ title: 'Orders', page: 3, productName: 'Paybook' })).toBe('Orders - Page 3 - Paybook');
    expect(pageTitle({ title: 'Orders', by: 'Item' })).toBe('Orders by Item');
    expect(pageTitle({ title: 'Customers' })).toBe('Customers');
  });

  it("spec 1 §2.1: an expired free trial shows 'Expired Page'", () => {
    expect(EXPIRED_PAGE_TITLE).toBe('Expired Page');
    expect(pageTitle({ title: EXPIRED_PAGE_TITLE, productName: 'Paybook' })).toBe('Expired Page - Paybook');
  });
});
