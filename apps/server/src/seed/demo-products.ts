import { type CatalogueItemInput, catalogueItemBody } from '@paybook/contracts';
import { defaultRecurrence } from '@paybook/domain';
import type { Database } from '../db/client.ts';
import { createCatalogueItem } from '../modules/catalogue/catalogue.service.ts';

/**
 * DEMO.md: merchants with payments have products: a fixed price, a per-unit price and a recurring one at
 * least (spec 2 §3 price_structure), by url_subdomain, so the catalogue list is not empty on first start.
 */
const DEMO_PRODUCTS: Readonly<Record<string, readonly CatalogueItemInput[]>> = {
  northwind: [
    {
      name: 'Protein Shake',
      description: 'Chocolate or vanilla, made at the front desk.',
      price: '6.50',
      is_taxable: true,
      offering_category_name: 'Shop',
    },
    {
      name: 'Court Rental',
      description: 'Indoor court, booked at the front desk.',
      price: '30.00',
      price_structure: 'per_unit',
      unit_name: 'Hour',
      offering_category_name: 'Rentals',
    },
    {
      name: 'Monthly Membership',
      description: 'Unlimited gym access and group classes.',
      price: '59.00',
      price_structure: 'recurring',
      recurrence: { ...defaultRecurrence(), frequency: 'monthly' },
      offering_category_name: 'Memberships',
    },
    {
      // Issue 25 point 9: a programme of a fixed number of bills, so a schedule ends (expired) by itself.
      name: '6-Week Bootcamp',
      description: 'Six weekly outdoor bootcamp sessions, billed each week.',
      price: '25.00',
      price_structure: 'recurring',
      recurrence: {
        ...defaultRecurrence(),
        frequency: 'weekly',
        occurrence_type: 'fixed_end_date',
        occurrences: 6,
      },
      offering_category_name: 'Memberships',
    },
    {
      name: 'Gym Towel',
      description: 'Microfibre, shipped to your door.',
      price: '12.00',
      address_option: 'shipping_address',
      offering_category_name: 'Shop',
    },
    {
      // Issue 27 point 5: sold on Northwind's payment form and online store.
      name: '10-Class Pack',
      description: 'Ten group classes of your choice, valid for six months.',
      price: '150.00',
      offering_category_name: 'Classes',
      // spec 2 §3 Custom field: asked of the buyer on the payment form and the store.
      custom_fields_collection: [
        { name: 'first_class', label: 'Which class first?', type: 1, options: ['Yoga', 'HIIT', 'Spin'] },
      ],
    },
    {
      // Issue 27 point 5 (decision 166): sold by the buy-now button on Northwind's own site.
      name: 'Gift Card',
      description: 'A $50 gift card for any class or product.',
      price: '50.00',
      offering_category_name: 'Shop',
    },
  ],
  cedar: [
    {
      name: 'SAT Workbook',
      description: 'Practice tests with worked answers.',
      price: '24.95',
      address_option: 'shipping_address',
    },
    {
      name: 'Private Tutoring',
      description: 'One-on-one, any subject.',
      price: '55.00',
      price_structure: 'per_unit',
      unit_name: 'Hour',
    },
    {
      name: 'Weekly Math Club',
      description: 'Every Monday for a term of twelve weeks.',
      price: '40.00',
      price_structure: 'recurring',
      recurrence: {
        ...defaultRecurrence(),
        frequency: 'weekly',
        occurrence_type: 'fixed_end_date',
        occurrences: 12,
        weekly: { type: 'day_of_week', day_of_week: 1 },
      },
    },
  ],
};

export async function seedDemoProducts(tx: Database, merchant: { id: number; urlSubdomain: string }) {
  for (const product of DEMO_PRODUCTS[merchant.urlSubdomain] ?? []) {
    await createCatalogueItem(tx, merchant.id, catalogueItemBody.parse(product));
  }
}
