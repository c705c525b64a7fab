// Issue 16 point 6: a visitor reads 'Mountain Time', not 'America/Denver'. Ruling 8 keeps the IANA id as
// the zone's identity; these name it in words for the booking page and the booking e-mails.

import { zoneOffsetMinutes } from './zoned-time.ts';

/** 'GMT', 'GMT+4', 'GMT-05:00': what Intl answers for a zone it has no words for. */
const OFFSET_NAME = /^(GMT|UTC)([+-−]\d{1,2}(:\d{2})?)?$/;

function nameOf(
  timeZone: string,
  locale: string,
  at: Date,
  style: 'longGeneric' | 'long',
): string | undefined {
  try {
    return new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    // An engine without 'longGeneric' (it came with ES2022) or a zone the runtime does not know.
    return undefined;
  }
}

/**
 * The zone in words: the generic name that holds all year ('Mountain Time', 'Eastern Time'); where the
 * runtime has none, the name of the season at `at` ('Coordinated Universal Time'); then the offset
 * ('GMT-05:00'); and for a zone the runtime does not know, its id as given.
 */
export function zoneName(timeZone: string, locale = 'en-US', at: Date = new Date()): string {
  const generic = nameOf(timeZone, locale, at, 'longGeneric');
  if (generic && !OFFSET_NAME.test(generic)) return generic;
  const seasonal = nameOf(timeZone, locale, at, 'long');
  if (seasonal && !OFFSET_NAME.test(seasonal)) return seasonal;
  return generic ?? seasonal ?? timeZone;
}

/** 'Mountain Time (America/Denver)': the words and the id, where both help (the page's footnote, e-mails). */
export function zoneNameWithId(timeZone: string, locale = 'en-US', at: Date = new Date()): string {
  const name = zoneName(timeZone, locale, at);
  return name === timeZone ? timeZone : `${name} (${timeZone})`;
}

/**
 * Whether two zones read the same to a person at an instant: the same clock (offset) and the same name.
 * America/Boise and America/Denver do, so a visitor in Boise is not offered 'their' Mountain Time.
 */
export function zonesReadAlike(a: string, b: string, at: Date = new Date(), locale = 'en-US'): boolean {
  if (a === b) return true;
  try {
    return (
      zoneOffsetMinutes(at, a) === zoneOffsetMinutes(at, b) &&
      zoneName(a, locale, at) === zoneName(b, locale, at)
    );
  } catch {
    return false;
  }
}
