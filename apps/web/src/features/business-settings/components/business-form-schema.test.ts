import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { businessBody, businessFormSchema, businessFormValues } from './business-form-schema';

// spec 3 §2.5, §3.3: the form checks with the contract's rules, in the catalogue's words (issue 16 point 9).
const schema = businessFormSchema(i18n.t);
const valid = businessFormValues({
  company_name: 'Cedar Tutoring',
  company_email: 'office@cedar.test',
  phone: '2125550163',
  address1: '350 Fifth Avenue',
  address2: '',
  city: 'New York',
  state: 'NY',
  zip_code: '10118',
  website_url: 'cedar.example.com',
  fax: '2125550164',
  social_links: {
    facebook: 'facebook.com/cedartutoring',
    instagram: '',
    x: '',
    linkedin: '',
    youtube: '',
    yelp: '',
    tiktok: '',
  },
  week_starts_on: 1,
});

describe('business settings form', () => {
  it('accepts the seeded details and sends the week start as a number', () => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(businessBody(valid).week_starts_on).toBe(1);
  });

  it('shows the stored phone and fax as people read them', () => {
    expect(valid.phone).toBe('(212) 555-0163');
    expect(valid.fax).toBe('(212) 555-0164');
  });

  const faults: [string, Partial<typeof valid>, string][] = [
    ['company_name', { company_name: ' ' }, 'Enter '],
    ['company_email', { company_email: 'nope' }, 'Enter a valid e-mail address'],
    ['phone', { phone: '123' }, 'Enter a ten-digit phone number that starts with 2 to 9.'],
    ['zip_code', { zip_code: '1011' }, 'Enter a five-digit ZIP code.'],
    ['city', { city: 'x'.repeat(101) }, 'Enter at most 100 characters.'],
    ['fax', { fax: '555' }, 'Enter a ten-digit phone number that starts with 2 to 9.'],
  ];
  for (const [field, change, message] of faults) {
    it(`names ${field}`, () => {
      const result = schema.safeParse({ ...valid, ...change });
      const issue = result.error?.issues.find((i) => i.path[0] === field);
      expect(issue?.message).toContain(message);
    });
  }

  it('refuses a website that is no address', () => {
    const result = schema.safeParse({ ...valid, website_url: 'not a site' });
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(['website_url']);
  });

  it('refuses a social page that is no address, naming its network', () => {
    const result = schema.safeParse({
      ...valid,
      social_links: { ...valid.social_links, yelp: 'my yelp page' },
    });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['social_links.yelp']);
  });
});
