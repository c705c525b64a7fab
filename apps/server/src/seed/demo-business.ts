import type { BusinessContactRow } from '../modules/business-settings/business-contact-columns.ts';
/**
 * The demo merchants' business details (spec 3 §3.3; issue 16 points 5 and 8): what the booking
 * confirmation, e-mails and receipts show customers. Phone numbers are in the 555-01xx range reserved for
 * fiction; the zip codes are real, so the settings page's zip lookup finds them.
 */
export type DemoBusinessDetails = BusinessContactRow & { companyEmail: string };

export const demoBusinessDetails: Readonly<Record<string, DemoBusinessDetails>> = {
  juniper: {
    companyEmail: 'hello@juniper.test',
    phone: '3035550142',
    address1: '1420 Larimer Street',
    address2: 'Suite 200',
    city: 'Denver',
    state: 'CO',
    zipCode: '80202',
    websiteUrl: 'https://juniper.example.com',
  },
  northwind: {
    companyEmail: 'frontdesk@northwind.test',
    phone: '3125550178',
    address1: '233 North Michigan Avenue',
    address2: '',
    city: 'Chicago',
    state: 'IL',
    zipCode: '60601',
    websiteUrl: 'https://northwind.example.com',
  },
  cedar: {
    companyEmail: 'office@cedar.test',
    phone: '2125550163',
    address1: '350 Fifth Avenue',
    address2: 'Floor 12',
    city: 'New York',
    state: 'NY',
    zipCode: '10118',
    websiteUrl: 'https://cedar.example.com',
  },
  bluebird: {
    companyEmail: 'owner@bluebird.test',
    phone: '2135550127',
    address1: '800 West 1st Street',
    address2: '',
    city: 'Los Angeles',
    state: 'CA',
    zipCode: '90012',
    websiteUrl: '',
  },
  harbor: {
    companyEmail: 'owner@harbor.test',
    phone: '7205550116',
    address1: '1200 Pearl Street',
    address2: '',
    city: 'Boulder',
    state: 'CO',
    zipCode: '80302',
    websiteUrl: '',
  },
};
