import type { InvoiceListFilter } from './list-invoices';

/** Query keys of the invoice screens (STYLE.md habit 5). */
export const invoiceKeys = {
  all: () => ['invoices'] as const,
  lists: () => ['invoices', 'list'] as const,
  list: (query: InvoiceListFilter) => ['invoices', 'list', query] as const,
  detail: (orderId: number) => ['invoices', 'detail', orderId] as const,
  duplicate: (orderId: number) => ['invoices', 'duplicate', orderId] as const,
  public: (token: string) => ['invoices', 'public', token] as const,
  items: (search: string) => ['invoices', 'builder-items', search] as const,
  customers: (search: string) => ['invoices', 'builder-customers', search] as const,
  customer: (id: number) => ['invoices', 'builder-customer', id] as const,
  fees: () => ['invoices', 'builder-fees'] as const,
};
