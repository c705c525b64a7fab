import type { ScheduledInvoice, ScheduledInvoiceBodyInput } from '@paybook/contracts';
import type {
  activateScheduledInvoice,
  createScheduledInvoice,
  editScheduledInvoice,
  getScheduledInvoice,
  listCustomerScheduledInvoices,
  listScheduledInvoiceInvoices,
  listScheduledInvoices,
  suspendScheduledInvoice,
} from '@paybook/contracts/endpoints/scheduled-invoices';
import { VIEW_MORE_AFTER } from '@paybook/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { scheduleListQueries } from './schedule-list-queries';

// spec 3 §2.4, §4.6, §7 scheduled invoices (decisions 149–153). Query keys per STYLE.md habit 5; every change
// refreshes `all()` and the customers' money widgets.

export const scheduledInvoiceKeys = {
  all: () => ['scheduled-invoices'] as const,
  list: (customerId: number | null, offset: number) =>
    ['scheduled-invoices', 'list', customerId, offset] as const,
  ofCustomer: (customerId: number) => ['scheduled-invoices', 'customer', customerId] as const,
  detail: (id: number) => ['scheduled-invoices', 'detail', id] as const,
  invoices: (id: number, offset: number) => ['scheduled-invoices', 'invoices', id, offset] as const,
};

export const SCHEDULES_PAGE_SIZE = 25;

function listPage(customerId: number | null, offset: number, limit: number, signal?: AbortSignal) {
  const query = { limit, offset };
  if (customerId === null) {
    return callEndpoint<typeof listScheduledInvoices>(
      { method: 'GET', path: '/scheduled_invoices' },
      { query, signal },
    );
  }
  return callEndpoint<typeof listCustomerScheduledInvoices>(
    { method: 'GET', path: '/customer/:customerId/scheduled_invoices' },
    { params: { customerId }, query, signal },
  );
}

const lists = scheduleListQueries({
  keys: scheduledInvoiceKeys,
  pageSize: SCHEDULES_PAGE_SIZE,
  profilePage: VIEW_MORE_AFTER.recurring_invoices,
  fetchPage: listPage,
});

/** A page of the merchant's (or one customer's) scheduled invoices. */
export const useScheduledInvoices = lists.useList;

/** The profile's card: 5 a page, 'view more' above 5 (spec 2 §2.1). */
export const useCustomerScheduledInvoices = lists.useCustomerList;

export function useScheduledInvoice(id: number | null) {
  return useQuery({
    queryKey: scheduledInvoiceKeys.detail(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) =>
      callEndpoint<typeof getScheduledInvoice>(
        { method: 'GET', path: '/scheduled_invoice/:id' },
        { params: { id: id ?? 0 }, signal },
      ),
    meta: { localErrors: true },
  });
}

/** The invoices one scheduled invoice has sent, newest first. */
export function useScheduleSentInvoices(id: number, offset: number) {
  return useQuery({
    queryKey: scheduledInvoiceKeys.invoices(id, offset),
    queryFn: ({ signal }) =>
      callEndpoint<typeof listScheduledInvoiceInvoices>(
        { method: 'GET', path: '/scheduled_invoice/:id/invoices' },
        { params: { id }, query: { limit: SCHEDULES_PAGE_SIZE, offset }, signal },
      ),
    placeholderData: keepPreviousData,
    meta: { localErrors: true },
  });
}

export type ScheduledInvoiceRequest = { idempotencyKey: string } & (
  | { action: 'create'; body: ScheduledInvoiceBodyInput }
  | { action: 'edit'; id: number; body: ScheduledInvoiceBodyInput }
  | { action: 'suspend'; id: number }
  | { action: 'activate'; id: number }
);

function send(request: ScheduledInvoiceRequest): Promise<ScheduledInvoice> {
  const headers = { 'Idempotency-Key': request.idempotencyKey };
  switch (request.action) {
    case 'create':
      return callEndpoint<typeof createScheduledInvoice>(
        { method: 'POST', path: '/scheduled_invoice' },
        { body: request.body, headers },
      );
    case 'edit':
      return callEndpoint<typeof editScheduledInvoice>(
        { method: 'PUT', path: '/scheduled_invoice/:id' },
        { params: { id: request.id }, body: request.body, headers },
      );
    case 'suspend':
      return callEndpoint<typeof suspendScheduledInvoice>(
        { method: 'PUT', path: '/scheduled_invoices/:id/suspend' },
        { params: { id: request.id }, headers },
      );
    case 'activate':
      return callEndpoint<typeof activateScheduledInvoice>(
        { method: 'PUT', path: '/scheduled_invoice/:id/activate' },
        { params: { id: request.id }, headers },
      );
  }
}

export function useScheduledInvoiceAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { localErrors: true },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: scheduledInvoiceKeys.all() });
      await client.invalidateQueries({ queryKey: ['customers', 'money'] });
    },
  });
}
