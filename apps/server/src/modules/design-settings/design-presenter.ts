import type { AcceptedPaymentType, DesignSettings } from '@paybook/contracts';
import { DESIGN_DEFAULTS, designAcceptance } from '@paybook/domain';
import { imageLink } from '../images/images.repository.ts';
import type { DesignRow } from './design-settings.repository.ts';

const imageOf = (id: number | null, publicKey: string | null) =>
  id !== null && publicKey !== null ? { id, link: imageLink(publicKey) } : null;

/** The design as saved, or the defaults (decision 183); the switches as the public pages take them. */
export function presentDesign(row: DesignRow): DesignSettings {
  const saved = {
    accept_cc: row.acceptCc ?? DESIGN_DEFAULTS.accept_cc,
    accept_ach: row.acceptAch ?? DESIGN_DEFAULTS.accept_ach,
  };
  return {
    logo: imageOf(row.logoImageId, row.logoPublicKey),
    banner: imageOf(row.bannerImageId, row.bannerPublicKey),
    primary_color: row.primaryColor ?? DESIGN_DEFAULTS.primary_color,
    background_color: row.backgroundColor ?? DESIGN_DEFAULTS.background_color,
    ...designAcceptance(saved, row.acceptedPaymentTypes as AcceptedPaymentType[]),
  };
}
