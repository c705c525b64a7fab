import type { RecurringPayment, RecurringPaymentBody } from '@paybook/contracts';
import type {
  activateRecurringPayment,
  createRecurringPayment,
  editRecurringPayment,
  getRecurringPayment,
  listCustomerRecurringPayments,
  listRecurringPayments,
  suspendRecurringPayment,
} from '@paybook/contracts/endpoints/recurring-payments';
import { VIEW_MORE_AFTER } from '@paybook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { scheduleListQueries } from './schedule-list-queries';

// spec 3 §2.4, §4.6, §7 recurring payments (decision 142). Query keys per STYLE.md habit 5; every change
// refreshes `all()` and the customers' money widgets.

export const recurringPaymentKeys = {
  all: () => ['recurring-payments'] as const,
  list: (customerId: number | null, offset: number) =>
    ['recurring-payments', 'list', customerId, offset] as const,
  ofCustomer: (customerId: number) => ['recurring-payments', 'customer', customerId] as const,
  detail: (id: number) => ['recurring-payments', 'detail', id] as const,
};

export const RECURRING_PAGE_SIZE = 25;

function listPage(customerId: number | null, offset: number, limit: number, signal?: AbortSignal) {
  const query = { limit, offset };
  if (customerId === null) {
    return callEndpoint<typeof listRecurringPayments>(
      { method: 'GET', path: '/recurring_payments' },
      { query, signal },
    );
  }
  return callEndpoint<typeof listCustomerRecurringPayments>(
    { method: 'GET', path: '/customer/:customerId/recurring_payments' },
    { params: { customerId }, query, signal },
  );
}

const lists = scheduleListQueries({
  keys: recurringPaymentKeys,
  pageSize: RECURRING_PAGE_SIZE,
  profilePage: VIEW_MORE_AFTER.recurring_payments,
  fetchPage: listPage,
});

/** A page of the merchant's (or one customer's) recurring payments. */
export const useRecurringPayments = lists.useList;

/** The profile's card: 5 a page, 'view more' above 5 (spec 2 §2.1). */
export const useCustomerRecurringPayments = lists.useCustomerList;

export function useRecurringPayment(id: number | null) {
  return useQuery({
    queryKey: recurringPaymentKeys.detail(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) =>
      callEndpoint<typeof getRecurringPayment>(
        { method: 'GET', path: '/recurring_payment/:id' },
        { params: { id: id ?? 0 }, signal },
      ),
    meta: { localErrors: true },
  });
}

export type RecurringPaymentRequest = { idempotencyKey: string } & (
  | { action: 'create'; body: RecurringPaymentBody }
  | { action: 'edit'; id: number; body: RecurringPaymentBody }
  | { action: 'suspend'; id: number; resumeAt: string | null }
  | { action: 'activate'; id: number }
);

function send(request: RecurringPaymentRequest): Promise<RecurringPayment> {
  const headers = { 'Idempotency-Key': request.idempotencyKey };
  switch (request.action) {
    case 'create':
      return callEndpoint<typeof createRecurringPayment>(
        { method: 'POST', path: '/recurring_payment' },
        { body: request.body, headers },
      );
    case 'edit':
      return callEndpoint<typeof editRecurringPayment>(
        { method: 'PUT', path: '/recurring_payment/:id' },
        { params: { id: request.id }, body: request.body, headers },
      );
    case 'suspend':
      return callEndpoint<typeof suspendRecurringPayment>(
        { method: 'PUT', path: '/recurring_payment/:id/suspend' },
        { params: { id: request.id }, body: { resume_at: request.resumeAt }, headers },
      );
    case 'activate':
      return callEndpoint<typeof activateRecurringPayment>(
        { method: 'PUT', path: '/recurring_payment/:id/activate' },
        { params: { id: request.id }, headers },
      );
  }
}

export function useRecurringPaymentAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { localErrors: true },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: recurringPaymentKeys.all() });
      await client.invalidateQueries({ queryKey: ['customers', 'money'] });
    },
  });
}
