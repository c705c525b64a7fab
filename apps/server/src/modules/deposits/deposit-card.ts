import type { PublicBookingCard } from '@paybook/contracts';
import {
  cardExpiryError,
  cardNumberDigits,
  cardNumberError,
  cvvError,
  detectCardBrand,
  parseCardExpiry,
  todayInTimeZone,
  zipCodeShapeError,
} from '@paybook/domain';
import { badRequest } from '../../lib/app-error.ts';
import { check } from '../payment-accounts/new-account.ts';
import { ProcessorRefusal, type TokenProcessor } from '../processor/processor.ts';
import { lookUpZipCode } from '../zip-codes/zip-codes.service.ts';

// Issue 15 point 7: the card a visitor gives on the public booking page, checked by the same domain rules as
// a card added in the back office (spec 2 §5), then tokenised (ruling 5: only the token, brand, last four
// and expiry are kept). Errors name `card.<field>` of the booking body.

const AT = 'card.';

/** The visitor's card, checked; `features` are the merchant's (international postal codes). */
export function checkBookingCard(
  card: PublicBookingCard | undefined,
  merchant: { timeZone: string; features: readonly string[] },
) {
  if (!card) throw badRequest('card', 'This service needs a card to book. Enter your card details.');
  if (!card.consent)
    throw badRequest('card.consent', 'Agree to the deposit and no-show terms to book this service.');
  const number = cardNumberDigits(card.card_number);
  check(`${AT}card_number`, cardNumberError(number));
  check(`${AT}cvv`, cvvError(card.cvv, detectCardBrand(number)));
  check(`${AT}expiration`, cardExpiryError(card.expiration, todayInTimeZone(merchant.timeZone)));
  const expiry = parseCardExpiry(card.expiration);
  if (!expiry) throw badRequest(`${AT}expiration`, 'Enter the expiration as month and year, like 04/28.');
  const zip = (card.billing_zip_code ?? '').trim();
  // spec 2 §5: five digits found in the zip table, unless the merchant accepts international codes.
  if (zip !== '' && !merchant.features.includes('accept_international_postal_codes')) {
    check(`${AT}billing_zip_code`, zipCodeShapeError(zip));
    try {
      lookUpZipCode(zip);
    } catch {
      throw badRequest(`${AT}billing_zip_code`, 'This zip code was not found. Check it and try again.');
    }
  }
  return { number, cvv: card.cvv.trim(), expiry, zip };
}
export type CheckedBookingCard = ReturnType<typeof checkBookingCard>;

/** The processor's token for the card; a card it refuses answers 400 naming the field. */
export async function tokeniseBookingCard(processor: TokenProcessor, card: CheckedBookingCard) {
  try {
    return await processor.tokenizeCard({
      number: card.number,
      cvv: card.cvv,
      expiry: card.expiry,
      billingZipCode: card.zip,
    });
  } catch (error) {
    if (error instanceof ProcessorRefusal) throw badRequest(`${AT}${error.property}`, error.message);
    throw error;
  }
}
