import type {
  EmailSettings,
  InvoicePastDueDays,
  PayUnpaidOrderLink,
  PreNotificationDays,
} from '@paybook/contracts/email-templates';
import type {
  getEmailSettings,
  getInvoicePastDueDays,
  getPayUnpaidOrderLink,
  getPreNotificationDays,
  saveEmailSettings,
  saveInvoicePastDueDays,
  savePayUnpaidOrderLink,
  savePreNotificationDays,
} from '@paybook/contracts/endpoints/email-templates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { notificationKeys } from './notification-keys';

// spec 3 §7 Settings: the notification timings, each a GET and a PUT of the same path.

const REMINDER = '/merchant_appointment_config/email_settings' as const;
const PRE_NOTIFICATION = '/subscription/notification_settings/pre_notification_days' as const;
const PAY_LINK = '/subscription/notification_settings/pay_unpaid_order_link' as const;
const PAST_DUE = '/order/notification_settings/invoice_past_due_days' as const;

export const timingCalls = {
  reminder: {
    path: REMINDER,
    get: (signal?: AbortSignal) =>
      callEndpoint<typeof getEmailSettings>({ method: 'GET', path: REMINDER }, { signal }),
    put: (body: EmailSettings) =>
      callEndpoint<typeof saveEmailSettings>({ method: 'PUT', path: REMINDER }, { body }),
  },
  preNotification: {
    path: PRE_NOTIFICATION,
    get: (signal?: AbortSignal) =>
      callEndpoint<typeof getPreNotificationDays>({ method: 'GET', path: PRE_NOTIFICATION }, { signal }),
    put: (body: PreNotificationDays) =>
      callEndpoint<typeof savePreNotificationDays>({ method: 'PUT', path: PRE_NOTIFICATION }, { body }),
  },
  payLink: {
    path: PAY_LINK,
    get: (signal?: AbortSignal) =>
      callEndpoint<typeof getPayUnpaidOrderLink>({ method: 'GET', path: PAY_LINK }, { signal }),
    put: (body: PayUnpaidOrderLink) =>
      callEndpoint<typeof savePayUnpaidOrderLink>({ method: 'PUT', path: PAY_LINK }, { body }),
  },
  pastDue: {
    path: PAST_DUE,
    get: (signal?: AbortSignal) =>
      callEndpoint<typeof getInvoicePastDueDays>({ method: 'GET', path: PAST_DUE }, { signal }),
    put: (body: InvoicePastDueDays) =>
      callEndpoint<typeof saveInvoicePastDueDays>({ method: 'PUT', path: PAST_DUE }, { body }),
  },
};

type Call<T> = { path: string; get: (signal?: AbortSignal) => Promise<T>; put: (body: T) => Promise<T> };

export function useTiming<T>(call: Call<T>) {
  return useQuery({
    queryKey: notificationKeys.timing(call.path),
    queryFn: ({ signal }) => call.get(signal),
  });
}

export function useSaveTiming<T>(call: Call<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call.put,
    meta: { localErrors: true },
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.timing(call.path), saved),
  });
}
