import { SOCIAL_NETWORKS, updateBusinessDetailsBody } from '@paybook/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { merchants } from '../db/schema/index.ts';
import { createTestApp } from '../test/test-app.ts';
import { demoBusinessDetails } from './demo-business.ts';
import { demoMerchants } from './demo-data.ts';

let db: Database;
beforeAll(async () => {
  db = (await createTestApp({}, { demo: true })).handle.db;
}, 120_000);

describe('demo business details (spec 3 §3.3, issue 16 points 5 and 8)', () => {
  for (const demo of demoMerchants) {
    it(`${demo.name} has a phone, an address and a company e-mail that the settings form accepts`, async () => {
      const [row] = await db.select().from(merchants).where(eq(merchants.urlSubdomain, demo.urlSubdomain));
      const details = demoBusinessDetails[demo.urlSubdomain];
      expect(details).toBeDefined();
      expect(row).toMatchObject({ ...details, weekStartsOn: 0 });
      const parsed = updateBusinessDetailsBody.safeParse({
        company_name: row?.name,
        company_email: row?.companyEmail,
        phone: row?.phone,
        address1: row?.address1,
        address2: row?.address2,
        city: row?.city,
        state: row?.state,
        zip_code: row?.zipCode,
        website_url: row?.websiteUrl,
        fax: row?.fax,
        social_links: Object.fromEntries(
          SOCIAL_NETWORKS.map((network) => [network, row?.socialLinks[network] ?? '']),
        ),
        week_starts_on: row?.weekStartsOn,
      });
      expect(parsed.error?.issues ?? []).toEqual([]);
    });
  }
});
