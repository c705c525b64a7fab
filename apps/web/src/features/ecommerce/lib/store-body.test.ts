import type { Store } from '@paybook/contracts';
import { duplicateStoreName } from '@paybook/domain';
import { describe, expect, it } from 'vitest';
import { duplicateBodyOf, storeBodyOf } from './store-body';

// spec 2 §3 Design settings; §4 Duplicate.

const form: Store = {
  id: 7,
  name: 'Ten Class Pack',
  url_name: 'ten-class-pack',
  store_type: 'payment_form',
  status: 1,
  is_active: true,
  offerings_count: 1,
  items: [
    {
      id: '7_12',
      offering_id: 12,
      name: 'Class Pack',
      description: '',
      price_text: '$90.00',
      image: null,
      is_active: true,
    },
  ],
  offering_ids: [12],
  logo_image: { id: 3, link: '/api/images/3' },
  banner_image: null,
  full_url: 'http://localhost/pay/northwind/ten-class-pack',
  foreground_color: '#ffffff',
  background_color: '#1c7ed6',
  show_phone: true,
  show_location: false,
  show_email: true,
  button_text: 'Pay now',
  special_instructions: 'Bring a mat.',
  customer_login: true,
  accept_cc: true,
  accept_ach: false,
  return_button: { show: true, url: 'https://northwind.example', text: 'Back to the gym' },
  buy_button: null,
  created_at: '2026-11-02T10:00:00.000Z',
  is_deleted: false,
};

describe('storeBodyOf (spec 2 §3 Design settings)', () => {
  it('copies every design setting, the items and the images’ ids', () => {
    expect(storeBodyOf(form)).toEqual({
      name: 'Ten Class Pack',
      url_name: 'ten-class-pack',
      store_type: 'payment_form',
      offering_ids: [12],
      logo_image_id: 3,
      banner_image_id: null,
      foreground_color: '#ffffff',
      background_color: '#1c7ed6',
      show_phone: true,
      show_location: false,
      show_email: true,
      button_text: 'Pay now',
      special_instructions: 'Bring a mat.',
      customer_login: true,
      accept_cc: true,
      accept_ach: false,
      return_button: { show: true, url: 'https://northwind.example', text: 'Back to the gym' },
      buy_button: null,
    });
  });

  it('does not share the store’s arrays and objects', () => {
    const body = storeBodyOf(form);
    expect(body.offering_ids).not.toBe(form.offering_ids);
    expect(body.return_button).not.toBe(form.return_button);
  });
});

describe('duplicateBodyOf (spec 2 §4 Duplicate)', () => {
  it.each([
    [duplicateStoreName('Ten Class Pack'), 'Ten Class Pack - Copy'],
    ['  Winter pack ', 'Winter pack'],
  ])('names the copy %j as %j and lets the server derive its url_name', (name, expected) => {
    const body = duplicateBodyOf(form, name);
    expect(body).toMatchObject({ name: expected, url_name: '', offering_ids: [12], logo_image_id: 3 });
  });
});
