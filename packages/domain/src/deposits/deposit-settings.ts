// Issue 15 point 7 (beyond the spec, as Square Appointments and Acuity have them): a bookable service may
// ask for a deposit when it is booked online, as an amount or a percentage of its price, and may name a
// no-show fee charged to the card the customer left. Money is integer cents (ruling 9); a percentage is
// thousandths of a percent (12.5 % is 12500), as decision 65 keeps every rate.
import { readDecimalText } from '../money/money-text.ts';
import { centsToPrice, priceToCents } from '../offerings/price.ts';
import { PERCENT_THOUSANDTHS_WHOLE, percentOfCents } from '../pricing/rounding.ts';

export const depositTypes = ['none', 'amount', 'percent'] as const;
export type DepositType = (typeof depositTypes)[number];

/** A service's deposit and no-show settings as stored (offerings.deposit_*, no_show_fee_cents). */
export interface DepositSettings {
  deposit_type: DepositType;
  /** Cents for 'amount', thousandths of a percent for 'percent', 0 for 'none'. */
  deposit_value: number;
  no_show_fee_cents: number;
}

export const NO_DEPOSIT: DepositSettings = { deposit_type: 'none', deposit_value: 0, no_show_fee_cents: 0 };

/** The largest no-show fee or deposit amount: the price limit of spec 1 §5 (999,999.99). */
export const MAX_DEPOSIT_CENTS = 99_999_999;

/**
 * The deposit charged for a service of `priceCents`: an amount, or a percentage of the price rounded half up
 * to the cent (decision 65's rule), and never more than the price.
 */
export function depositCents(
  priceCents: number,
  settings: Pick<DepositSettings, 'deposit_type' | 'deposit_value'>,
) {
  switch (settings.deposit_type) {
    case 'none':
      return 0;
    case 'amount':
      return Math.min(settings.deposit_value, priceCents);
    case 'percent':
      return Math.min(percentOfCents(priceCents, settings.deposit_value), priceCents);
  }
}

/** Whether booking the service online takes a card: a deposit to charge, or a no-show fee to hold it for. */
export function requiresCard(priceCents: number, settings: DepositSettings): boolean {
  return depositCents(priceCents, settings) > 0 || settings.no_show_fee_cents > 0;
}

/** '12.5' → 12500 thousandths of a percent; null when it is not a plain number with at most 3 decimals. */
export function percentTextToThousandths(text: string): number | null {
  const parts = readDecimalText(text);
  if (!parts || parts.fraction.length > 3 || parts.whole.replace(/^0+(?=\d)/, '').length > 3) return null;
  return Number(parts.whole || '0') * 1000 + Number(parts.fraction.padEnd(3, '0'));
}

/** 12500 → '12.5'. */
export function thousandthsToPercentText(thousandths: number): string {
  const whole = Math.floor(thousandths / 1000);
  const fraction = String(thousandths % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
}

/** The deposit value as the wire carries it: dollars for an amount, a percentage for a percent, '' for none. */
export function depositValueText(settings: Pick<DepositSettings, 'deposit_type' | 'deposit_value'>): string {
  if (settings.deposit_type === 'amount') return centsToPrice(settings.deposit_value);
  if (settings.deposit_type === 'percent') return thousandthsToPercentText(settings.deposit_value);
  return '';
}

export const depositSettingMessages = {
  amountRequired: 'Enter the deposit amount, like 20 or 20.50.',
  amountTooSmall: 'The deposit amount must be more than 0.',
  amountTooLarge: 'The deposit amount can be at most 999999.99.',
  percentRequired: 'Enter the deposit percentage, like 20 or 12.5.',
  percentRange: 'The deposit percentage must be more than 0 and at most 100.',
  feeInvalid: 'Enter the no-show fee like 25 or 25.50, or leave it empty.',
  feeTooLarge: 'The no-show fee can be at most 999999.99.',
} as const;

export interface DepositSettingsText {
  deposit_type: DepositType;
  deposit_value: string;
  no_show_fee: string;
}

export type DepositSettingsRead =
  | { ok: true; settings: DepositSettings }
  | { ok: false; property: 'deposit_value' | 'no_show_fee'; message: string };

/**
 * The stored settings of what a form or a request sends, or the first problem with the field it is about.
 * An empty no-show fee is none. The settings apply while the service is bookable online.
 */
export function readDepositSettings(text: DepositSettingsText): DepositSettingsRead {
  const value = text.deposit_value.trim();
  let depositValue = 0;
  if (text.deposit_type === 'amount') {
    if (value === '')
      return { ok: false, property: 'deposit_value', message: depositSettingMessages.amountRequired };
    const cents = priceToCents(value);
    if (cents === null)
      return { ok: false, property: 'deposit_value', message: depositSettingMessages.amountRequired };
    if (cents <= 0)
      return { ok: false, property: 'deposit_value', message: depositSettingMessages.amountTooSmall };
    if (cents > MAX_DEPOSIT_CENTS)
      return { ok: false, property: 'deposit_value', message: depositSettingMessages.amountTooLarge };
    depositValue = cents;
  } else if (text.deposit_type === 'percent') {
    const thousandths = percentTextToThousandths(value);
    if (value === '' || thousandths === null)
      return { ok: false, property: 'deposit_value', message: depositSettingMessages.percentRequired };
    if (thousandths <= 0 || thousandths > PERCENT_THOUSANDTHS_WHOLE)
      return { ok: false, property: 'deposit_value', message: depositSettingMessages.percentRange };
    depositValue = thousandths;
  }
  const feeText = text.no_show_fee.trim();
  const fee = feeText === '' ? 0 : priceToCents(feeText);
  if (fee === null) return { ok: false, property: 'no_show_fee', message: depositSettingMessages.feeInvalid };
  if (fee > MAX_DEPOSIT_CENTS)
    return { ok: false, property: 'no_show_fee', message: depositSettingMessages.feeTooLarge };
  return {
    ok: true,
    settings: { deposit_type: text.deposit_type, deposit_value: depositValue, no_show_fee_cents: fee },
  };
}
