import type {
  FeeInvoiceList,
  MerchantBilling,
  SaveBillingCardBody,
  SaveBillingCardResponse,
} from '@paybook/contracts';
import type {
  getMerchantBilling as getMerchantBillingEndpoint,
  listFeeInvoices as listFeeInvoicesEndpoint,
  saveBillingCard as saveBillingCardEndpoint,
} from '@paybook/contracts/endpoints/merchant-billing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { merchantSettingsKeys } from './merchant-settings-keys';

/** GET /api/merchant/billing (issue 26 point 3). */
export function getMerchantBilling(): Promise<MerchantBilling> {
  return callEndpoint<typeof getMerchantBillingEndpoint>({ method: 'GET', path: '/merchant/billing' }, {});
}

/** GET /api/merchant/billing/invoices: newest first. */
export function getFeeInvoices(): Promise<FeeInvoiceList> {
  return callEndpoint<typeof listFeeInvoicesEndpoint>(
    { method: 'GET', path: '/merchant/billing/invoices' },
    {},
  );
}

/** PUT /api/merchant/billing/card with its Idempotency-Key (decision 185). */
export function saveBillingCard(input: {
  body: SaveBillingCardBody;
  key: string;
}): Promise<SaveBillingCardResponse> {
  return callEndpoint<typeof saveBillingCardEndpoint>(
    { method: 'PUT', path: '/merchant/billing/card' },
    { body: input.body, headers: { 'Idempotency-Key': input.key } },
  );
}

/** The address of a fee invoice's PDF (opened in a new tab; the session cookie signs it). */
export const feeInvoicePdfUrl = (periodStart: string) =>
  `/api/merchant/billing/invoice/${encodeURIComponent(periodStart)}/invoice.pdf`;

export const useMerchantBilling = () =>
  useQuery({ queryKey: merchantSettingsKeys.billing(), queryFn: getMerchantBilling });
export const useFeeInvoices = () =>
  useQuery({ queryKey: merchantSettingsKeys.feeInvoices(), queryFn: getFeeInvoices });

export function useSaveBillingCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBillingCard,
    onSuccess: async ({ billing }) => {
      queryClient.setQueryData(merchantSettingsKeys.billing(), billing);
      await queryClient.invalidateQueries({ queryKey: merchantSettingsKeys.feeInvoices() });
    },
  });
}
