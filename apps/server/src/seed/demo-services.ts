import type { OfferingInput } from '@paybook/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { serviceProviders } from '../db/schema/index.ts';
import { createOffering } from '../modules/offerings/offerings.service.ts';

type DemoService = Omit<OfferingInput, 'service_provider_ids' | 'is_bookable'>;

/**
 * DEMO.md: four services in two categories (30, 45, 60 and 90 minutes; buffers 0, 10 and 15) for each
 * merchant that books appointments, by url_subdomain.
 */
const DEMO_SERVICES: Readonly<Record<string, readonly DemoService[]>> = {
  juniper: [
    {
      name: 'Swedish Massage',
      description: 'A relaxing full-body massage with long, flowing strokes.',
      duration: 1,
      duration_display_unit: 'Hours',
      buffer_minutes: 15,
      price: '85.00',
      offering_category_name: 'Massage',
    },
    {
      name: 'Deep Tissue Massage',
      description: 'Slow, firm pressure for chronic tension in the back, neck and shoulders.',
      duration: 90,
      duration_display_unit: 'Minutes',
      buffer_minutes: 15,
      price: '125.00',
      offering_category_name: 'Massage',
    },
    {
      name: 'Haircut & Style',
      description: 'Consultation, wash, cut and blow-dry.',
      duration: 45,
      duration_display_unit: 'Minutes',
      buffer_minutes: 10,
      price: '58.00',
      offering_category_name: 'Hair',
    },
    {
      name: 'Express Blowout',
      description: 'Wash and blow-dry for a smooth finish.',
      duration: 30,
      duration_display_unit: 'Minutes',
      buffer_minutes: 0,
      price: '35.00',
      offering_category_name: 'Hair',
    },
  ],
  northwind: [
    {
      name: 'Personal Training Session',
      description: 'One-on-one strength and conditioning with a certified coach.',
      duration: 1,
      duration_display_unit: 'Hours',
      buffer_minutes: 15,
      price: '75.00',
      offering_category_name: 'Personal Training',
    },
    {
      name: 'Fitness Assessment',
      description: 'Body composition, mobility screen and a goal-setting plan.',
      duration: 30,
      duration_display_unit: 'Minutes',
      buffer_minutes: 0,
      price: '25.00',
      offering_category_name: 'Personal Training',
    },
    {
      name: 'Small Group HIIT',
      description: 'High-intensity interval training for up to six people.',
      duration: 45,
      duration_display_unit: 'Minutes',
      buffer_minutes: 10,
      price: '22.00',
      offering_category_name: 'Classes',
    },
    {
      name: 'Mobility & Recovery Clinic',
      description: 'Guided stretching, foam rolling and breathing for faster recovery.',
      duration: 90,
      duration_display_unit: 'Minutes',
      buffer_minutes: 15,
      price: '45.00',
      offering_category_name: 'Classes',
    },
  ],
  bluebird: [
    {
      name: 'Standard Home Clean',
      description: 'Kitchen, bathrooms, dusting and floors for an apartment or small home.',
      duration: 90,
      duration_display_unit: 'Minutes',
      buffer_minutes: 15,
      price: '120.00',
      offering_category_name: 'Home Cleaning',
    },
    {
      name: 'Move-Out Walkthrough',
      description: 'A room-by-room check of what a move-out clean needs, with a written quote.',
      duration: 30,
      duration_display_unit: 'Minutes',
      buffer_minutes: 0,
      price: '0.00',
      offering_category_name: 'Home Cleaning',
    },
    {
      name: 'Inside the Oven',
      description: 'Racks, glass and interior degreased and wiped down.',
      duration: 45,
      duration_display_unit: 'Minutes',
      buffer_minutes: 10,
      price: '40.00',
      offering_category_name: 'Add-ons',
    },
    {
      name: 'Inside the Fridge',
      description: 'Shelves and drawers emptied, washed and dried.',
      duration: 1,
      duration_display_unit: 'Hours',
      buffer_minutes: 10,
      price: '35.00',
      offering_category_name: 'Add-ons',
    },
  ],
};

/**
 * Seeds the demo services of one merchant, each assigned to every provider the merchant has (run after
 * the providers are seeded; with none, the services have no providers).
 */
export async function seedDemoServices(
  tx: Database,
  merchant: { id: number; urlSubdomain: string },
): Promise<void> {
  const services = DEMO_SERVICES[merchant.urlSubdomain];
  if (!services) return;
  const providers = await tx
    .select({ id: serviceProviders.id })
    .from(serviceProviders)
    .where(and(eq(serviceProviders.merchantId, merchant.id), eq(serviceProviders.isActive, true)))
    .orderBy(asc(serviceProviders.id));
  const providerIds = providers.map((provider) => provider.id);
  for (const service of services) {
    await createOffering(tx, merchant.id, {
      ...service,
      is_bookable: true,
      service_provider_ids: providerIds,
    });
  }
}
