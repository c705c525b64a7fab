import type { Offering } from '@paybook/contracts';
import type { TFunction } from 'i18next';

/** "$1,250.00" from the wire's decimal string, without turning it into a float (ruling 9). */
export function formatPrice(price: string): string {
  const [whole = '0', cents = '00'] = price.split('.');
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents.padEnd(2, '0')}`;
}

/** "45 minutes", "1.5 hours": the duration in the unit the merchant chose (spec 1 §3). */
export function formatDuration(
  service: Pick<Offering, 'duration' | 'duration_display_unit'>,
  t: TFunction,
): string {
  if (service.duration === null) return '—';
  const key =
    service.duration_display_unit === 'Hours' ? 'services.duration.hours' : 'services.duration.minutes';
  return t(key, { count: service.duration });
}
