import type { DefaultTermsList, TermsList } from '@paybook/contracts';
import { DEFAULT_TERMS, TERMS_KINDS } from '@paybook/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/client.ts';
import { createMerchantWithStaff } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const TERMS = '/api/terms_and_conditions';
const DEFAULTS = '/api/default_terms_and_conditions';
const RESTORE = '/api/terms_and_conditions/restore';

async function owner(staffRights: Parameters<typeof createMerchantWithStaff>[1] = [], overrides = {}) {
  const setup = await createMerchantWithStaff(t.handle.db, staffRights, overrides);
  return { ...setup, client: await signIn(t.app, setup.owner.userName) };
}

const textOf = (list: TermsList, kind: string) => list.terms.find((term) => term.kind === kind);

describe('terms and conditions (spec 3 §2.5, §3.3, §7; decision 182)', () => {
  it('answers the seven kinds with their defaults, and the defaults call the same texts', async () => {
    const { client } = await owner();
    const response = await client.get(TERMS);
    expect(response.statusCode).toBe(200);
    const list = response.json<TermsList>();
    expect(list.terms.map((term) => term.kind)).toEqual(TERMS_KINDS);
    expect(list.terms.every((term) => term.is_default)).toBe(true);
    const defaults = (await client.get(DEFAULTS)).json<DefaultTermsList>();
    expect(defaults.terms).toEqual(TERMS_KINDS.map((kind) => ({ kind, text: DEFAULT_TERMS[kind] })));
  });

  it('saves the kinds sent, keeps the others, and restores a default', async () => {
    const { client } = await owner();
    const saved = await client.put(TERMS, {
      terms: [
        { kind: 'PrivacyPolicy', text: 'We keep your e-mail to send receipts.' },
        { kind: 'DeliveryTerms', text: '' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const list = saved.json<TermsList>();
    expect(textOf(list, 'PrivacyPolicy')).toEqual({
      kind: 'PrivacyPolicy',
      text: 'We keep your e-mail to send receipts.',
      is_default: false,
    });
    expect(textOf(list, 'DeliveryTerms')).toMatchObject({ text: '', is_default: false });
    expect(textOf(list, 'InvoiceTermsOfSale')?.is_default).toBe(true);
    expect((await client.get(TERMS)).json()).toEqual(list);

    const restored = await client.post(RESTORE, { kinds: ['PrivacyPolicy'] });
    expect(restored.statusCode).toBe(200);
    expect(textOf(restored.json(), 'PrivacyPolicy')).toMatchObject({
      text: DEFAULT_TERMS.PrivacyPolicy,
      is_default: true,
    });
    expect(textOf(restored.json(), 'DeliveryTerms')?.is_default).toBe(false);
  });

  it('a text typed back to its default is the default', async () => {
    const { client } = await owner();
    await client.put(TERMS, { terms: [{ kind: 'SwipeTermsOfSale', text: 'Ours' }] });
    const back = await client.put(TERMS, {
      terms: [{ kind: 'SwipeTermsOfSale', text: `${DEFAULT_TERMS.SwipeTermsOfSale}\n` }],
    });
    expect(textOf(back.json(), 'SwipeTermsOfSale')?.is_default).toBe(true);
  });

  it('refuses bad input with 400 naming the field, saving nothing', async () => {
    const { client } = await owner();
    const cases: [object, string][] = [
      [{ terms: [{ kind: 'Warranty', text: 'x' }] }, 'terms.0.kind'],
      [{ terms: [{ kind: 'PrivacyPolicy', text: 'x'.repeat(20_001) }] }, 'terms.0.text'],
      [{ terms: [{ kind: 'PrivacyPolicy', text: 'nul\u0000' }] }, 'terms.0.text'],
      [
        {
          terms: [
            { kind: 'PrivacyPolicy', text: 'a' },
            { kind: 'PrivacyPolicy', text: 'b' },
          ],
        },
        'terms',
      ],
      [{ terms: [] }, 'terms'],
    ];
    for (const [body, property] of cases) {
      const response = await client.put(TERMS, body);
      expect(response.statusCode, property).toBe(400);
      expect(
        response.json().error.details.map((detail: { property: string }) => detail.property),
        property,
      ).toContain(property);
    }
    const restore = await client.post(RESTORE, { kinds: ['Nope'] });
    expect(restore.statusCode).toBe(400);
    expect((await client.get(TERMS)).json<TermsList>().terms.every((term) => term.is_default)).toBe(true);
  });

  it('needs manage_configuration (403) and one of online_store, s_p_o_s, payments', async () => {
    const { staff } = await owner(['create_orders', 'manage_customers']);
    const client = await signIn(t.app, staff.userName);
    expect((await client.get(TERMS)).statusCode).toBe(403);
    expect((await client.put(TERMS, { terms: [{ kind: 'PrivacyPolicy', text: 'x' }] })).statusCode).toBe(403);
    expect((await client.post(RESTORE, { kinds: ['PrivacyPolicy'] })).statusCode).toBe(403);
    // The appointments tier has none of the three features.
    const bookingOnly = await owner([], { productName: 'appointments' });
    expect((await bookingOnly.client.get(TERMS)).statusCode).toBe(403);
    const configurer = await owner(['manage_configuration']);
    const allowed = await signIn(t.app, configurer.staff.userName);
    expect((await allowed.get(TERMS)).statusCode).toBe(200);
  });

  it("reads and changes only the signed-in user's own merchant's texts", async () => {
    const first = await owner();
    const second = await owner();
    await first.client.put(TERMS, { terms: [{ kind: 'PrivacyPolicy', text: 'First only' }] });
    expect(textOf((await second.client.get(TERMS)).json(), 'PrivacyPolicy')?.is_default).toBe(true);
    await second.client.post(RESTORE, { kinds: ['PrivacyPolicy'] });
    expect(textOf((await first.client.get(TERMS)).json(), 'PrivacyPolicy')?.text).toBe('First only');
  });
});
