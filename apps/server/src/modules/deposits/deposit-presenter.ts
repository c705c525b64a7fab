import type { PublicAppointment } from '@paybook/contracts';
import {
  cardBrandName,
  centsToPrice,
  type DepositSettings,
  type DepositType,
  depositCents,
  depositTermsText,
  depositValueText,
  isScheduleUnit,
  requiresCard,
} from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import * as repo from './deposits.repository.ts';

// Issue 15 point 7: how the service screens, the booking page and the customer's pages show deposits.

type SettingsRow = {
  priceCents: number;
  depositType: DepositType;
  depositValue: number;
  noShowFeeCents: number;
};

const settingsOf = (row: SettingsRow): DepositSettings => ({
  deposit_type: row.depositType,
  deposit_value: row.depositValue,
  no_show_fee_cents: row.noShowFeeCents,
});

/** An offering's deposit fields (packages/contracts offering). */
export function presentDepositSettings(row: SettingsRow) {
  const settings = settingsOf(row);
  return {
    deposit_type: settings.deposit_type,
    deposit_value: depositValueText(settings),
    deposit: centsToPrice(depositCents(row.priceCents, settings)),
    no_show_fee: centsToPrice(settings.no_show_fee_cents),
  };
}

export type CancellationWindow = NonNullable<Awaited<ReturnType<typeof repo.findCancellationWindow>>>;

/** The merchant's cancellation window, read once for a page of services. */
export const readCancellationWindow = repo.findCancellationWindow;

/**
 * A service's deposit and fee in cents, whether booking it takes a card, and the terms the visitor agrees
 * to ('' when no card is taken), naming spec 1 §3's cancellation window.
 */
export function termsFor(row: SettingsRow, window: Pick<CancellationWindow, 'value' | 'unit'> | undefined) {
  const settings = settingsOf(row);
  const deposit = depositCents(row.priceCents, settings);
  const fee = settings.no_show_fee_cents;
  const required = requiresCard(row.priceCents, settings);
  const unit = window && isScheduleUnit(window.unit) ? window.unit : 'Hours';
  const text = required ? depositTermsText(deposit, fee, { value: Number(window?.value ?? 0), unit }) : '';
  return { deposit, fee, required, text };
}

/** A public service's deposit, fee and terms (packages/contracts publicService). */
export function presentPublicTerms(row: SettingsRow, window: CancellationWindow | undefined) {
  const terms = termsFor(row, window);
  return {
    deposit: centsToPrice(terms.deposit),
    no_show_fee: centsToPrice(terms.fee),
    card_required: terms.required,
    card_terms: terms.text,
  };
}

/** What the customer sees of their booking's deposit and card (null: the booking took no card). */
export async function depositViewOf(
  tx: Database,
  merchantId: number,
  appointmentId: number,
): Promise<PublicAppointment['deposit']> {
  const row = await repo.findDepositView(tx, merchantId, appointmentId);
  if (!row || row.cardConsentAt === null) return null;
  return {
    amount: centsToPrice(row.depositAmount ?? 0),
    status: row.depositStatus,
    card_label: `${cardBrandName(row.cardIssuer)} ending in ${row.cardLastFour ?? ''}`.trim(),
    no_show_fee: centsToPrice(row.noShowFeeCents ?? 0),
    terms: row.cardTermsText ?? '',
  };
}
