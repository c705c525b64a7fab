import { describe, expect, it } from 'vitest';
import {
  STORE_SAVE_MESSAGES as M,
  type StoreSaveFacts,
  type StoreSaveInput,
  storeSaveProblems,
} from './store-save.ts';
import { STORE_EMPTY_MESSAGE } from './store-status.ts';

// spec 2 §3, §4, §5: the rules of a store save, one row each.
const product = { id: 1, isBookable: false };
const other = { id: 2, isBookable: false };
const service = { id: 3, isBookable: true };
const form: StoreSaveInput = {
  name: 'Class Pack',
  url_name: '',
  store_type: 'payment_form',
  offering_ids: [1],
  return_button: { show: false, url: '' },
  buy_button: null,
  accept_cc: true,
  accept_ach: true,
};
const facts: StoreSaveFacts = { offerings: [product, other, service], status: null, images: {} };

describe('storeSaveProblems', () => {
  it.each<[string, Partial<StoreSaveInput>, Partial<StoreSaveFacts>, Record<string, string>]>([
    ['a payment form of one product', {}, {}, {}],
    ['a name without letters or digits', { name: '***' }, {}, { name: M.nameWithoutLetters }],
    ['a typed url_name saves a name without letters', { name: '***', url_name: 'stars' }, {}, {}],
    ['a payment form of two items', { offering_ids: [1, 2] }, {}, { offering_ids: M.oneItem }],
    ['a payment form of none', { offering_ids: [] }, {}, { offering_ids: M.oneItem }],
    [
      'a buy button of none',
      { store_type: 'buy_button', offering_ids: [], buy_button: {} },
      {},
      { offering_ids: M.oneItem },
    ],
    ['a store of two items', { store_type: 'store', offering_ids: [1, 2] }, {}, {}],
    ['a new store of none (a draft)', { store_type: 'store', offering_ids: [] }, {}, {}],
    ['an inactive store emptied', { store_type: 'store', offering_ids: [] }, { status: 2 }, {}],
    [
      'an active store emptied',
      { store_type: 'store', offering_ids: [] },
      { status: 1 },
      { offering_ids: STORE_EMPTY_MESSAGE },
    ],
    ['one item twice', { store_type: 'store', offering_ids: [1, 1] }, {}, { offering_ids: M.sameItemTwice }],
    ['another merchant’s or a deleted item', { offering_ids: [99] }, {}, { offering_ids: M.notInCatalogue }],
    ['a bookable service', { offering_ids: [3] }, {}, { offering_ids: M.bookable }],
    [
      'a return button without an address',
      { return_button: { show: true, url: '' } },
      {},
      { 'return_button.url': M.returnUrl },
    ],
    [
      'a return button to a script',
      { return_button: { show: true, url: 'javascript:alert(1)' } },
      {},
      { 'return_button.url': M.returnUrl },
    ],
    ['a return button to a site', { return_button: { show: true, url: 'https://example.com/shop' } }, {}, {}],
    ['a hidden return button keeps any address', { return_button: { show: false, url: 'nope' } }, {}, {}],
    [
      'a buy button without its fields',
      { store_type: 'buy_button', buy_button: null },
      {},
      { buy_button: M.buyButton },
    ],
    ['a logo of the right size', {}, { images: { logo: { width: 200, height: 200 } } }, {}],
    [
      'a logo too small',
      {},
      { images: { logo: { width: 20, height: 20 } } },
      { logo_image_id: 'The image is too small. The minimum is 50 by 50 pixels.' },
    ],
    [
      'a banner too small',
      {},
      { images: { banner: { width: 600, height: 90 } } },
      { banner_image_id: 'The image is too small. The minimum is 728 by 90 pixels.' },
    ],
    [
      'a banner that is not the merchant’s',
      {},
      { images: { banner: 'missing' } },
      { banner_image_id: M.imageMissing },
    ],
    ['neither card nor bank', { accept_cc: false, accept_ach: false }, {}, { accept_cc: M.noPayments }],
    ['bank only', { accept_cc: false, accept_ach: true }, {}, {}],
    [
      'neither, for a merchant of both',
      { accept_cc: false, accept_ach: false },
      { merchantAccepts: ['CC', 'ACH'] },
      { accept_cc: M.noPayments },
    ],
    [
      'neither asked, of a card-only merchant (the card is the form’s)',
      { accept_cc: false, accept_ach: false },
      { merchantAccepts: ['CC'] },
      {},
    ],
    ['a merchant that takes no payments', {}, { merchantAccepts: [] }, { accept_cc: M.accountTakesNone }],
  ])('%s', (_case, input, known, expected) => {
    expect(storeSaveProblems({ ...form, ...input }, { ...facts, ...known })).toEqual(expected);
  });
});
