import { describe, expect, it } from 'vitest';
import type { BusinessContactRow } from '../business-settings/business-contact-columns.ts';
import { addressLines, oneLineAddress, presentBusinessContact } from './business-contact.ts';

// Issue 16 point 5: the address as printed, whatever the business filled in (the demo may leave parts out).
const EMPTY: BusinessContactRow = {
  phone: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zipCode: '',
  websiteUrl: '',
};

describe('addressLines', () => {
  const rows: [label: string, parts: Partial<BusinessContactRow>, lines: string[]][] = [
    ['nothing', {}, []],
    [
      'everything',
      { address1: '1550 Larimer St', address2: 'Suite 200', city: 'Denver', state: 'CO', zipCode: '80202' },
      ['1550 Larimer St', 'Suite 200', 'Denver, CO 80202'],
    ],
    [
      'no second line',
      { address1: '1 Main St', city: 'Boise', state: 'ID', zipCode: '83702' },
      ['1 Main St', 'Boise, ID 83702'],
    ],
    ['a city only', { city: 'Denver' }, ['Denver']],
    ['a state and zip only', { state: 'CO', zipCode: '80202' }, ['CO 80202']],
    ['a city and zip', { city: 'Denver', zipCode: '80202' }, ['Denver, 80202']],
    [
      'blanks around the parts',
      { address1: '  1 Main St ', city: ' Denver ', state: ' CO ' },
      ['1 Main St', 'Denver, CO'],
    ],
  ];
  it.each(rows)('%s', (_label, parts, lines) => {
    expect(addressLines({ ...EMPTY, ...parts })).toEqual(lines);
  });
});

describe('presentBusinessContact and oneLineAddress', () => {
  it('trims the phone and web address and joins the lines for a calendar LOCATION', () => {
    const contact = presentBusinessContact({
      ...EMPTY,
      phone: ' (303) 555-0142 ',
      websiteUrl: ' https://juniper.example ',
      address1: '1550 Larimer St',
      city: 'Denver',
      state: 'CO',
      zipCode: '80202',
    });
    expect(contact).toEqual({
      phone: '(303) 555-0142',
      website_url: 'https://juniper.example',
      address_lines: ['1550 Larimer St', 'Denver, CO 80202'],
    });
    expect(oneLineAddress(contact)).toBe('1550 Larimer St, Denver, CO 80202');
    expect(oneLineAddress(presentBusinessContact(EMPTY))).toBe('');
  });
});
