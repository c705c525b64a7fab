import {
  OFFERING_WRITE_REQUIREMENT,
  SERVICE_STATUS_REQUIREMENT,
} from '@paybook/domain/offerings/permissions';
import { okResponse } from '../auth.ts';
import { defineEndpoint, requires, SIGNED_IN } from '../endpoint.ts';
import {
  createOfferingCategoryBody,
  hasFutureAppointmentsResponse,
  offering,
  offeringBody,
  offeringCategory,
  offeringCategoryIdParams,
  offeringCategoryList,
  offeringIdParams,
  offeringList,
  offeringListQuery,
  offeringPage,
  offeringVersionParams,
  serviceProviderIdParams,
} from '../offerings.ts';

// spec 1 §7 Services (and the offering calls of §7 Appointments); access rules in contracts/offerings.ts.
// The offering image's upload and crop are declared with the other images (endpoints/images.ts).
const tags = ['Services'];
const write = requires(OFFERING_WRITE_REQUIREMENT);
const toggle = requires(SERVICE_STATUS_REQUIREMENT);

export const listBookableOfferings = defineEndpoint({
  method: 'GET',
  path: '/offerings/bookable',
  access: SIGNED_IN,
  tags,
  summary: 'Bookable services, paged (20 a page by default)',
  query: offeringListQuery,
  responses: { 200: offeringPage },
});

export const listCategoryBookableOfferings = defineEndpoint({
  method: 'GET',
  path: '/offering_category/:categoryId/offerings/bookable',
  access: SIGNED_IN,
  tags,
  summary: 'Bookable services of one category, paged',
  params: offeringCategoryIdParams,
  query: offeringListQuery,
  responses: { 200: offeringPage },
  errors: [404],
});

export const listOfferingCategories = defineEndpoint({
  method: 'GET',
  path: '/offering_categories',
  access: SIGNED_IN,
  tags,
  summary: 'Offering categories by name',
  responses: { 200: offeringCategoryList },
});

export const createOfferingCategory = defineEndpoint({
  method: 'POST',
  path: '/offering_category',
  access: write,
  tags,
  summary: 'Find a category by name ignoring case, or create it',
  body: createOfferingCategoryBody,
  responses: { 200: offeringCategory },
});

export const listProviderOfferings = defineEndpoint({
  method: 'GET',
  path: '/service_provider/:serviceProviderId/offerings',
  access: SIGNED_IN,
  tags,
  summary: "The provider's active bookable services",
  params: serviceProviderIdParams,
  responses: { 200: offeringList },
  errors: [404],
});

export const listAllProviderOfferings = defineEndpoint({
  method: 'GET',
  path: '/service_provider/:serviceProviderId/offerings/all',
  access: SIGNED_IN,
  tags,
  summary: 'Every service of the provider, inactive ones included',
  params: serviceProviderIdParams,
  responses: { 200: offeringList },
  errors: [404],
});

export const getOffering = defineEndpoint({
  method: 'GET',
  path: '/offering/:offeringId',
  access: SIGNED_IN,
  tags,
  summary: 'One offering',
  params: offeringIdParams,
  responses: { 200: offering },
  errors: [404],
});

export const getOfferingWithImages = defineEndpoint({
  method: 'GET',
  path: '/offering/:offeringId/with_images',
  access: SIGNED_IN,
  tags,
  summary: 'One offering with its image, for the edit form',
  params: offeringIdParams,
  responses: { 200: offering },
  errors: [404],
});

export const getOfferingHasFutureAppointments = defineEndpoint({
  method: 'GET',
  path: '/offering/:offeringId/has_future_appointments',
  access: SIGNED_IN,
  tags,
  summary: 'Whether booked appointments of the service are still ahead',
  params: offeringIdParams,
  responses: { 200: hasFutureAppointmentsResponse },
  errors: [404],
});

export const addOffering = defineEndpoint({
  method: 'POST',
  path: '/offering',
  access: write,
  tags,
  summary: 'Add an offering',
  body: offeringBody,
  responses: { 200: offering },
  idempotency: 'optional',
});

export const updateOffering = defineEndpoint({
  method: 'PUT',
  path: '/offering/:offeringId',
  access: write,
  tags,
  summary: 'Save an offering',
  params: offeringIdParams,
  body: offeringBody,
  responses: { 200: offering },
  errors: [404],
});

export const activateOffering = defineEndpoint({
  method: 'PUT',
  path: '/offering/:offeringId/activate',
  access: toggle,
  tags,
  summary: 'Activate a service',
  params: offeringIdParams,
  responses: { 200: offering },
  errors: [404],
});

export const deactivateOffering = defineEndpoint({
  method: 'PUT',
  path: '/offering/:offeringId/deactivate',
  access: toggle,
  tags,
  summary: 'Deactivate a service',
  params: offeringIdParams,
  responses: { 200: offering },
  errors: [404],
});

export const deleteOffering = defineEndpoint({
  method: 'DELETE',
  path: '/offering/:offeringId',
  access: write,
  tags,
  summary: 'Delete an offering',
  params: offeringIdParams,
  responses: { 200: okResponse },
  errors: [404],
});

export const deleteOfferingVersion = defineEndpoint({
  method: 'DELETE',
  path: '/offering/:offeringId/:version',
  access: write,
  tags,
  summary: 'Delete an offering, unless it was saved since the given version (409)',
  params: offeringVersionParams,
  responses: { 200: okResponse },
  errors: [404, 409],
});

export const deleteOfferingImage = defineEndpoint({
  method: 'DELETE',
  path: '/offering/:offeringId/image',
  access: write,
  tags,
  summary: "Remove the offering's image",
  params: offeringIdParams,
  responses: { 200: offering },
  errors: [404],
});
