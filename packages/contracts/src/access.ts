import { z } from 'zod';

/** spec 1 §6: access rights on the user. */
export const accessRights = [
  'view_reports',
  'create_orders',
  'manage_configuration',
  'manage_appointments',
  'manage_customers',
  'manage_users',
  'modify_orders',
  'neon_service_provider',
] as const;
export const accessRight = z.enum(accessRights);
export type AccessRight = z.infer<typeof accessRight>;

/** spec 1 §3 Merchant.product_name, spec 2 §1. */
export const productNames = ['free_trial', 'appointments', 'full_product', 'starter'] as const;
export const productName = z.enum(productNames);
export type ProductName = z.infer<typeof productName>;
