import { z } from 'zod';
import { productName } from './access.ts';
import { fieldMessages } from './field-messages.ts';
import { entityId, idParam, lineText } from './primitives.ts';

export const supportLoginBody = z.object({
  user_name: lineText.trim().min(1, fieldMessages.required('your user name')).max(254),
  password: lineText.min(1, fieldMessages.required('your password')).max(1024),
});

export const supportContext = z.object({
  support_user: z.object({ id: z.number().int(), name: z.string(), user_name: z.string() }),
  impersonating: z.boolean(),
});
export type SupportContext = z.infer<typeof supportContext>;

export const merchantSearchQuery = z.object({
  query: lineText.trim().max(100).default(''),
});

export const supportMerchant = z.object({
  id: z.number().int(),
  name: z.string(),
  product_name: productName,
  url_subdomain: z.string(),
  user_count: z.number().int(),
});
export type SupportMerchant = z.infer<typeof supportMerchant>;
export const supportMerchantList = z.object({ data: z.array(supportMerchant) });

export const supportMerchantUser = z.object({
  id: z.number().int(),
  user_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_admin: z.boolean(),
  is_owner: z.boolean(),
  is_active: z.boolean(),
});
export type SupportMerchantUser = z.infer<typeof supportMerchantUser>;
export const supportMerchantUsers = z.object({
  merchant: supportMerchant,
  data: z.array(supportMerchantUser),
});

export const impersonateBody = z.object({ user_id: entityId });
export const merchantIdParams = z.object({ merchantId: idParam });
