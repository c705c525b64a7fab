import { DESIGN_REQUIREMENT } from '@paybook/domain/merchant-settings/requirements';
import { urlSubdomainParams } from '../appointment-settings.ts';
import { designSettings, publicDesign, updateDesignSettingsBody } from '../design-settings.ts';
import { defineEndpoint, PUBLIC, requires } from '../endpoint.ts';

// spec 3 §2.5 /settings/design-settings, §5 (decision 183): the merchant's design, and what its public
// pages read of it. Logo and banner uploads are images.ts' merchant/design/logo/ and merchant/design/banner/.
const tags = ['Design settings'];
const access = requires(DESIGN_REQUIREMENT);

export const getDesignSettings = defineEndpoint({
  method: 'GET',
  path: '/merchant/design_settings',
  access,
  tags,
  summary: 'Logo, banner, colours and the payment types the public pages take',
  responses: { 200: designSettings },
});

export const updateDesignSettings = defineEndpoint({
  method: 'PUT',
  path: '/merchant/design_settings',
  access,
  tags,
  summary: 'Save the design (every field)',
  body: updateDesignSettingsBody,
  responses: { 200: designSettings },
});

export const getPublicDesign = defineEndpoint({
  method: 'GET',
  path: '/public/design/:url_subdomain',
  access: PUBLIC,
  skipCsrf: true,
  tags,
  summary: "A business's look and terms on its public pages",
  params: urlSubdomainParams,
  responses: { 200: publicDesign },
  errors: [404],
});
