import type { Offering, OfferingList, ServiceProviderPage } from '@paybook/contracts';
import type { ApiClient } from './api-client.ts';

/**
 * DEMO.md's Juniper provider Leo Martinez and his shortest bookable service, read through the API by a
 * client already signed in as a Juniper user who sees every provider.
 */
export async function leoAndShortestService(api: ApiClient): Promise<{ leoId: number; offering: Offering }> {
  const providers = await api.get<ServiceProviderPage>('/api/service_providers', { items_per_page: 100 });
  const leo = providers.data.find((provider) => provider.first_name === 'Leo');
  if (!leo) throw new Error('The demo provider Leo Martinez is missing');
  const offerings = await api.get<OfferingList>(`/api/service_provider/${leo.id}/offerings`);
  const offering = [...offerings.data].sort(
    (a, b) => (a.duration_minutes ?? 0) - (b.duration_minutes ?? 0),
  )[0];
  if (!offering) throw new Error('Leo offers no bookable service');
  return { leoId: leo.id, offering };
}
