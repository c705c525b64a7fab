import { mkdir } from 'node:fs/promises';
import type { Customer } from '@paybook/contracts';
import { addDays, dayOfWeek, todayInTimeZone } from '@paybook/domain';
import type { Page } from '@playwright/test';
import { type ApiClient, expect, uniqueSuffix } from './fixtures.ts';

// The point of sale's parts as a user finds them (spec 3 §2.6), shared by the /pos specs.

/** Northwind (full_product) sells in these specs (/work/shared/DEMO.md). */
export const NORTHWIND_OWNER = 'owner@northwind.test';
/** The sandbox's documented approved test card (docs/operations.md "Sandbox processor"). */
export const APPROVED_CARD = '4242424242424242';

/**
 * A customer of Northwind's own, so two passes on one database stay apart: `first` and a unique last name
 * from `lastStem`; with `withCard`, a stored card (ruling 5: tokenised by the sandbox).
 */
export async function addNorthwindCustomer(
  api: ApiClient,
  first: string,
  lastStem: string,
  options: { withCard?: boolean } = {},
): Promise<Customer> {
  await api.login(NORTHWIND_OWNER);
  const suffix = uniqueSuffix();
  return api.post<Customer>(
    '/api/customer',
    {
      first_name: first,
      last_name: `${lastStem}${suffix}`,
      email: `${first.toLowerCase()}.${suffix}@example.com`,
      ...(options.withCard
        ? { card: { card_number: APPROVED_CARD, cvv: '123', expiration: '04/30', billing_zip_code: '60601' } }
        : {}),
    },
    { idempotencyKey: `pos-customer-${suffix}` },
  );
}

/** Northwind's Protein Shake, by the point of sale's item search. */
export async function northwindShakeId(api: ApiClient): Promise<number> {
  const page = await api.get<{ data: { id: number; name: string }[] }>('/api/offerings/active', {
    search: 'Protein Shake',
  });
  const shake = page.data.find((item) => item.name === 'Protein Shake');
  if (!shake) throw new Error('Northwind has no Protein Shake');
  return shake.id;
}

/** A full-page screenshot in `dir`, to look at after the run. */
export async function saveScreenshot(page: Page, dir: string, name: string) {
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/**
 * The screen at 1366 and at 375 px wide (`<name>-1366.png`, `<name>-375.png`), back at 1366 after. The
 * navigation's slide between the two layouts is finished at once, so the picture is the settled screen.
 */
export async function saveScreenshotsAtBothWidths(page: Page, dir: string, name: string) {
  await mkdir(dir, { recursive: true });
  for (const [width, height] of [
    [1366, 900],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

export const cart = (page: Page) => page.getByRole('region', { name: 'Cart' });

export const addItem = (page: Page, name: string) =>
  page.getByRole('button', { name: `Add ${name}` }).click();

/** Chooses a payment mode as a user does, by its label. */
export async function chooseMode(page: Page, label: string) {
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await dialog
    .locator('label')
    .filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) })
    .click();
  await expect(dialog.getByRole('radio', { name: label })).toBeChecked();
}

/**
 * The cart's pay button: "Charge $90.91" (issue 24 point 2: it says what it charges), or "Checkout" when
 * nothing is due.
 */
export const chargeButton = (page: Page) =>
  cart(page).getByRole('button', { name: /^(Charge \$[\d,.]+|Checkout)$/ });

/** Opens the checkout modal from the cart and answers it once it shows. */
export async function openCheckout(page: Page) {
  await chargeButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const checkoutAnswer = (page: Page) =>
  page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/api/cart/check_out' && res.request().method() === 'POST',
  );

/** Takes the payment (the button, or Enter in the modal) and answers the response of POST cart/check_out. */
export async function takePayment(page: Page, how: 'click' | 'enter' = 'click') {
  const answer = checkoutAnswer(page);
  if (how === 'click') await page.getByRole('button', { name: 'Take payment' }).click();
  else await page.keyboard.press('Enter');
  return answer;
}

/**
 * A keyed or swiped card (spec 3 §4.8 confirm): Take payment shows the card and the amount once more, and
 * Charge (the button, or Enter) takes the payment; answers the response of POST cart/check_out.
 */
export async function takeCardPayment(page: Page, how: 'click' | 'enter' = 'click') {
  await page.getByRole('button', { name: 'Take payment' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm card payment' });
  await expect(confirm.getByTestId('pos-card-confirm')).toBeVisible();
  const answer = checkoutAnswer(page);
  if (how === 'click') await confirm.getByRole('button', { name: /^Charge / }).click();
  else await page.keyboard.press('Enter');
  return answer;
}

/** Decision 76: completes a sale with nothing to pay and answers the response of POST cart/check_out. */
export async function completeSale(page: Page) {
  const answer = checkoutAnswer(page);
  await page.getByRole('button', { name: 'Complete sale' }).click();
  return answer;
}

export interface BookedAppointment {
  id: number;
  providerId: number;
  /** The appointment's local date, and the first date (Sunday) of its week. */
  date: string;
  week: string;
  serviceName: string;
}

/** An appointment for the customer with a Northwind provider on a free slot two to five weeks ahead. */
export async function bookNorthwindAppointment(
  api: ApiClient,
  customerId: number,
): Promise<BookedAppointment> {
  const providers = await api.get<{ data: Array<{ id: number }> }>('/api/service_providers', {
    items_per_page: 100,
  });
  const today = todayInTimeZone('America/Chicago');
  for (const provider of providers.data) {
    const offerings = await api.get<{ data: Array<{ id: number; name: string }> }>(
      `/api/service_provider/${provider.id}/offerings`,
    );
    for (const offering of offerings.data) {
      const { dates } = await api.get<{ dates: string[] }>(
        `/api/offering/${offering.id}/service_provider/${provider.id}/available_dates_between/${addDays(today, 14)}/${addDays(today, 35)}`,
      );
      for (const date of dates) {
        const { slots } = await api.get<{ slots: Array<{ start_at: string; end_at: string }> }>(
          `/api/offering/${offering.id}/service_provider/${provider.id}/time_slots/${date}`,
        );
        const slot = slots.at(-1);
        if (!slot) continue;
        const booked = await api.post<{ id: number }>(
          `/api/service_provider/${provider.id}/appointment`,
          {
            offering_id: offering.id,
            start_at: slot.start_at,
            end_at: slot.end_at,
            customer: { id: customerId },
          },
          { idempotencyKey: `pos-e2e-appointment-${uniqueSuffix()}` },
        );
        return {
          id: booked.id,
          providerId: provider.id,
          date,
          week: addDays(date, -dayOfWeek(date)),
          serviceName: offering.name,
        };
      }
    }
  }
  throw new Error('No free slot with a Northwind provider two to five weeks ahead');
}
