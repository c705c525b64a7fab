// spec 1 §3 meta.is_default_time_zone, §7 PUT merchant/set_time_zone; ruling 8.

export type MerchantTimeZoneState = { time_zone: string; is_default_time_zone: boolean };

/**
 * The merchant's time zone may be chosen once: while it is still the default it was created with, or
 * while it is empty. Choosing it ends the default (the server clears is_default_time_zone).
 */
export function canChangeTimeZone(merchant: MerchantTimeZoneState): boolean {
  return merchant.is_default_time_zone || merchant.time_zone === '';
}

/** Ruling 8: an IANA zone name the runtime knows ('America/Denver', 'UTC'). */
export function isValidTimeZone(zone: string): boolean {
  if (zone === '' || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
