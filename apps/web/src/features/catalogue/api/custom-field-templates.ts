import type { listCustomFieldTemplates } from '@paybook/contracts/endpoints/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { catalogueKeys } from './catalogue-keys';

/** GET /api/customfields/templates/non_legacy/{clientId}: the merchant's saved custom fields (spec 2 §5, §7). */
export function useCustomFieldTemplates() {
  const merchantId = useLoginContext().merchant.id;
  return useQuery({
    queryKey: catalogueKeys.templates(),
    queryFn: ({ signal }) =>
      callEndpoint<typeof listCustomFieldTemplates>(
        { method: 'GET', path: '/customfields/templates/non_legacy/:clientId' },
        { params: { clientId: merchantId }, signal },
      ),
    select: (answer) => answer.data,
  });
}
