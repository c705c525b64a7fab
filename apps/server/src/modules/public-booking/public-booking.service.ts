import type { PublicBookingPageWithContact, PublicService } from '@paybook/contracts';
import { centsToPrice, providerDisplayName } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { withTenantRead } from '../../db/tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import { findBusinessContact, presentBusinessContact } from '../booking-emails/business-contact.ts';
import { findBookingPage } from '../booking-settings/booking-settings.repository.ts';
import { presentPublicTerms, readCancellationWindow } from '../deposits/deposit-presenter.ts';
import { imageLink } from '../images/images.repository.ts';
import { listOfferings, listProvidersOf } from '../offerings/offerings.repository.ts';
import * as repo from './public-booking.repository.ts';

/** The business behind a booking address; an unknown address (any case) is not found. */
export async function findMerchantOfPage(db: Database, urlSubdomain: string): Promise<repo.BookingMerchant> {
  const merchant = await repo.findBookingMerchant(db, urlSubdomain.toLowerCase());
  if (!merchant) throw notFound('The booking page');
  return merchant;
}

const link = (publicKey: string | null) => (publicKey === null ? null : imageLink(publicKey));

/**
 * Ruling 4: the public booking page at /book/{url_subdomain}: the business, its description and images,
 * its address and phone, and its active bookable services that someone performs, each with its providers. Anything else about
 * the merchant stays private; an unknown address is not found.
 */
export async function getPublicBookingPage(
  db: Database,
  urlSubdomain: string,
): Promise<PublicBookingPageWithContact> {
  const merchantId = (await findMerchantOfPage(db, urlSubdomain)).id;
  return withTenantRead(db, merchantId, async (tx) => {
    const page = await findBookingPage(tx, merchantId);
    if (!page) throw notFound('The booking page');
    const offerings = await listOfferings(tx, merchantId, { bookableOnly: true, activeOnly: true });
    const providers = await listProvidersOf(
      tx,
      merchantId,
      offerings.map((offering) => offering.id),
      { bookableOnly: true },
    );
    const window = await readCancellationWindow(tx, merchantId);
    const services: PublicService[] = offerings.flatMap((offering) => {
      const performers = providers.filter((provider) => provider.offeringId === offering.id);
      if (performers.length === 0 || offering.durationMinutes === null) return [];
      return [
        {
          id: offering.id,
          name: offering.name,
          description: offering.description,
          duration_minutes: offering.durationMinutes,
          duration_display_unit: offering.durationDisplayUnit === 'Hours' ? 'Hours' : 'Minutes',
          price: centsToPrice(offering.priceCents),
          category: offering.categoryName,
          image: link(offering.imagePublicKey),
          providers: performers.map((provider) => ({
            id: provider.id,
            display_name: providerDisplayName(provider.firstName, provider.lastName),
          })),
          ...presentPublicTerms(offering, window),
        },
      ];
    });
    return {
      business_name: page.businessName,
      url_subdomain: page.urlSubdomain,
      business_description: page.businessDescription ?? '',
      time_zone: page.timeZone,
      logo: link(page.logoPublicKey),
      business_image: link(page.businessImagePublicKey),
      services,
      // Issue 16 point 5: where the business is and how to call it.
      business: presentBusinessContact(await findBusinessContact(tx, merchantId)),
    };
  });
}
