import type { PublicStorePayBody, Store, StoreBodyInput } from '@paybook/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { offerings } from '../db/schema/index.ts';
import { publicDemoClient, signInOwner } from './demo-api-client.ts';
import type { DemoFlows } from './demo-app.ts';

// Issue 27 point 5 (decision 166): Northwind's online store of three items, its payment form for the
// class pack and its buy-now button for a gift card, made and activated through the back-office calls, and bought from their public pages (the
// real money path: intents, the sandbox, the receipt e-mails), a few days ago on the seed's clock.

interface Merchant {
  id: number;
  urlSubdomain: string;
}

interface DemoStorePlan {
  body: StoreBodyInput;
  items: readonly string[];
  /** Purchases on its page: days before today, the buyer, the items' quantities. */
  sales: readonly { daysAgo: number; first: string; last: string; quantities: readonly string[] }[];
}

const NORTHWIND: readonly DemoStorePlan[] = [
  {
    body: {
      name: 'Northwind Shop',
      store_type: 'store',
      background_color: '#1864ab',
      special_instructions: 'Shakes are made at the front desk; towels ship within two days.',
    },
    items: ['Protein Shake', 'Gym Towel', '10-Class Pack'],
    sales: [{ daysAgo: 3, first: 'Riley', last: 'Chen', quantities: ['2', '0', '1'] }],
  },
  {
    body: {
      name: '10-Class Pack',
      store_type: 'payment_form',
      background_color: '#2f9e44',
      button_text: 'Buy now',
      return_button: { show: true, url: 'https://northwind.example/classes', text: 'Back to classes' },
    },
    items: ['10-Class Pack'],
    sales: [
      { daysAgo: 5, first: 'Jordan', last: 'Avery', quantities: ['1'] },
      { daysAgo: 1, first: 'Sam', last: 'Okafor', quantities: ['2'] },
    ],
  },
  {
    body: {
      name: 'Gift Card',
      store_type: 'buy_button',
      buy_button: { button_text: 'Buy a gift card', button_background_color: '#0b7285', button_shape: 1 },
    },
    items: ['Gift Card'],
    sales: [{ daysAgo: 2, first: 'Noor', last: 'Haddad', quantities: ['1'] }],
  },
];

const PLANS: Readonly<Record<string, readonly DemoStorePlan[]>> = { northwind: NORTHWIND };

const DAY_MS = 86_400_000;

async function offeringIds(db: Database, merchantId: number, names: readonly string[]) {
  const rows = await db
    .select({ id: offerings.id, name: offerings.name })
    .from(offerings)
    .where(and(eq(offerings.merchantId, merchantId), inArray(offerings.name, [...names])));
  return names.map((name) => {
    const row = rows.find((each) => each.name === name);
    if (!row) throw new Error(`demo seed: no item named ${name}`);
    return row.id;
  });
}

/** The stores of the paying demo merchants, and their sales from the public pages. */
export async function seedDemoStores(flows: DemoFlows, paying: readonly Merchant[], now: Date) {
  for (const merchant of paying) {
    const plans = PLANS[merchant.urlSubdomain] ?? [];
    if (plans.length === 0) continue;
    flows.setClock(new Date(now.getTime() - 7 * DAY_MS));
    const owner = await signInOwner(flows.app, flows.db, merchant.id);
    const visitor = publicDemoClient(flows.app);
    for (const plan of plans) {
      const ids = await offeringIds(flows.db, merchant.id, plan.items);
      const created = (await owner.send('POST', '/api/store', { ...plan.body, offering_ids: ids })) as {
        data: Store;
      };
      const store = created.data;
      await owner.send('PUT', `/api/store/${store.id}/active`);
      for (const [index, sale] of plan.sales.entries()) {
        flows.setClock(new Date(now.getTime() - sale.daysAgo * DAY_MS));
        const lines = ids
          .map((id, position) => ({ offering_id: id, quantity: sale.quantities[position] ?? '0' }))
          .filter((line) => line.quantity !== '0');
        const body: PublicStorePayBody = {
          lines,
          customer: {
            first_name: sale.first,
            last_name: sale.last,
            email: `${sale.first.toLowerCase()}.${sale.last.toLowerCase()}@example.com`,
          },
          method: 'card',
          card: { card_number: '4242 4242 4242 4242', cvv: '123', expiration: '12/30', billing_zip_code: '' },
        };
        await visitor.send(
          'POST',
          `/api/public/store/${merchant.urlSubdomain}/${store.url_name}/pay`,
          body,
          `demo-store-${store.id}-${index}`,
        );
      }
    }
  }
  flows.setClock(now);
}
