import { addressesToSave, storedCustomFieldValue } from '@paybook/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { customerCustomFields, customers, timelineEvents, users } from '../db/schema/index.ts';
import { lookUpZipCode } from '../modules/zip-codes/zip-codes.service.ts';

/** DEMO.md: each merchant's customers beyond those who book (example.com addresses, 555 numbers). */
const MORE_CUSTOMERS = [
  ['Mia', 'Taylor', 'mia.taylor@example.com', '3035550175', 'Taylor Design Studio'],
  ['Lucas', 'Moore', 'lucas.moore@example.com', '7205550149', ''],
  ['Charlotte', 'Jackson', 'charlotte.jackson@example.com', '3035550102', 'Jackson & Reed LLP'],
  ['Benjamin', 'White', 'ben.white@example.com', '9705550128', ''],
  ['Amelia', 'Harris', 'amelia.harris@example.com', '3035550193', 'Harris Bakery'],
  ['Henry', 'Clark', '', '7205550116', ''],
  ['Harper', 'Lewis', 'harper.lewis@example.com', '', 'Lewis Landscaping'],
  ['Alexander', 'Walker', 'alex.walker@example.com', '3035550137', ''],
] as const;

const STREETS = ['1420 Larimer St', '88 Pearl Ave', '2301 Oak Park Rd', '17 Birch Ln', '950 Main St Apt 4'];

/** Zip codes near each merchant (its zone); city and state come from the zip table, as the forms fill them. */
const ZIPS_BY_ZONE: Record<string, readonly string[]> = {
  'America/Denver': ['80202', '80203', '80206', '80209', '80210'],
  'America/Chicago': ['60601', '60605', '60610', '60614', '60622'],
  'America/New_York': ['10001', '10003', '10011', '10016', '10024'],
  'America/Los_Angeles': ['90012', '90026', '90036', '90046', '90064'],
};

const COMMENTS = [
  'Prefers morning appointments; please call the day before to confirm.',
  'Asked about gift cards for the holidays. Follow up in December.',
];

/**
 * DEMO.md "every screen shows meaningful data": every merchant gets customers (those the calendar booked
 * plus eight more), most with a billing address (shipping the same), some with a company and custom
 * fields, each with its created event on the timeline, and two staff comments on the first customer.
 */
export async function seedDemoCustomers(tx: Database, merchant: { id: number; timeZone: string }) {
  const zips = ZIPS_BY_ZONE[merchant.timeZone] ?? ZIPS_BY_ZONE['America/Denver'] ?? [];
  await tx.insert(customers).values(
    MORE_CUSTOMERS.map(([firstName, lastName, email, phone, company]) => ({
      merchantId: merchant.id,
      firstName,
      lastName,
      email,
      phone,
      company,
    })),
  );
  const all = await tx
    .select({ id: customers.id, createdAt: customers.createdAt })
    .from(customers)
    .where(eq(customers.merchantId, merchant.id))
    .orderBy(asc(customers.customerNumber));
  for (const [index, customer] of all.entries()) {
    if (index % 4 !== 3) await giveAddress(tx, merchant.id, customer.id, index, zips);
    if (index % 3 === 0) {
      await tx.insert(customerCustomFields).values([
        {
          merchantId: merchant.id,
          customerId: customer.id,
          type: 'Text',
          label: 'Preferred contact',
          value: index % 2 ? 'Phone' : 'E-mail',
        },
        {
          merchantId: merchant.id,
          customerId: customer.id,
          type: 'CheckBox',
          label: 'Newsletter',
          value: storedCustomFieldValue('CheckBox', index % 2 === 0),
        },
      ]);
    }
  }
  await tx.insert(timelineEvents).values(
    all.map((customer) => ({
      merchantId: merchant.id,
      customerId: customer.id,
      timelineEventType: 'customer_event' as const,
      eventType: 'customer_created_event',
      createdAt: customer.createdAt,
      modifiedAt: customer.createdAt,
    })),
  );
  const [owner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.merchantId, merchant.id), eq(users.isOwner, true)));
  const first = all[0];
  if (owner && first)
    await tx.insert(timelineEvents).values(
      COMMENTS.map((content) => ({
        merchantId: merchant.id,
        customerId: first.id,
        timelineEventType: 'comment' as const,
        eventType: 'comment',
        content,
        createdByUserId: owner.id,
      })),
    );
}

async function giveAddress(
  tx: Database,
  merchantId: number,
  customerId: number,
  index: number,
  zips: readonly string[],
) {
  const zip = lookUpZipCode(zips[index % zips.length] ?? '80202');
  const saved = addressesToSave({
    billing_address: {
      street_address1: STREETS[index % STREETS.length] ?? STREETS[0] ?? '',
      street_address2: '',
      city: zip.city,
      state_code: zip.state_code,
      country: 'US',
      zip_code: zip.zip_code,
    },
    shipping_address: null,
    shipping_same_as_billing: false,
    shipping: { first_name: '', middle_name: '', last_name: '', company: '' },
  });
  const billing = saved.billing_address;
  const shipping = saved.shipping_address;
  if (!billing || !shipping) return;
  await tx
    .update(customers)
    .set({
      billingStreet1: billing.street_address1,
      billingCity: billing.city,
      billingStateCode: billing.state_code,
      billingCountry: billing.country,
      billingZipCode: billing.zip_code,
      shippingStreet1: shipping.street_address1,
      shippingCity: shipping.city,
      shippingStateCode: shipping.state_code,
      shippingCountry: shipping.country,
      shippingZipCode: shipping.zip_code,
      shippingSameAsBilling: saved.shipping_same_as_billing,
    })
    .where(and(eq(customers.merchantId, merchantId), eq(customers.id, customerId)));
}
