/** Query keys of the terms, design and billing settings (STYLE.md habit 5). */
export const merchantSettingsKeys = {
  terms: () => ['merchant-settings', 'terms'] as const,
  defaultTerms: () => ['merchant-settings', 'terms', 'defaults'] as const,
  design: () => ['merchant-settings', 'design'] as const,
  billing: () => ['merchant-settings', 'billing'] as const,
  feeInvoices: () => ['merchant-settings', 'billing', 'invoices'] as const,
};
