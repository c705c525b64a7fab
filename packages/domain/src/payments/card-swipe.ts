// spec 3 §4.8 ccSwipeInput → ccSwipeSuccess: a keyboard-wedge card reader types the magnetic stripe's
// tracks as text, ending with Enter. "A swipe prefills first and last name." Track 1 (ISO/IEC 7813
// format B) carries the number, the holder's name and the expiry; track 2 carries the number and the
// expiry only. A reader may send track 1, track 2 or both (track 1 first); track 1 wins when it reads.
//
//   track 1: %B<number 12–19>^<SURNAME/GIVEN NAMES.TITLE, 2–26 chars>^<YYMM><service code>…?
//   track 2: ;<number 12–19>=<YYMM><service code>…?
//
// The expiry on the stripe is year then month; the result is the domain's CardExpiry (month 1–12, year in
// four digits). The number is not checked here: the checkout applies the card rules (Luhn, brand) to it.
import type { CardExpiry } from '../payment-methods/card-expiry.ts';

export interface SwipedCard {
  number: string;
  expiry: CardExpiry;
  /** From track 1's name; '' when only track 2 was read or the name is blank. */
  first_name: string;
  last_name: string;
}

const TRACK_1 = /%B(\d{12,19})\^([^^]{0,26})\^(\d{2})(\d{2})/;
const TRACK_2 = /;(\d{12,19})=(\d{2})(\d{2})/;

function expiryOf(yy: string, mm: string): CardExpiry | null {
  const month = Number(mm);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(yy) };
}

/** Title case of a stripe's upper-case name part ("MARY ANN" → "Mary Ann"). */
function nameCase(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(
      /(^|[\s'-])(\p{L})/gu,
      (_match, before: string, letter: string) => before + letter.toUpperCase(),
    );
}

/** "DOE/JOHN Q.MR" → last "Doe", first "John Q"; a name without a slash is all last name. */
function splitName(raw: string): { first_name: string; last_name: string } {
  const [surname = '', given = ''] = raw.split('/');
  const withoutTitle = given.replace(/\.[^.]*$/, '');
  return { first_name: nameCase(withoutTitle), last_name: nameCase(surname) };
}

/** The card read from a swipe's text, or null when neither track can be read. */
export function parseCardSwipe(text: string): SwipedCard | null {
  const track1 = TRACK_1.exec(text);
  if (track1) {
    const [, number = '', name = '', yy = '', mm = ''] = track1;
    const expiry = expiryOf(yy, mm);
    if (expiry) return { number, expiry, ...splitName(name) };
  }
  const track2 = TRACK_2.exec(text);
  if (track2) {
    const [, number = '', yy = '', mm = ''] = track2;
    const expiry = expiryOf(yy, mm);
    if (expiry) return { number, expiry, first_name: '', last_name: '' };
  }
  return null;
}
