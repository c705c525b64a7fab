import type { listCustomFieldTemplates } from '@paybook/contracts/endpoints/catalogue';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { catalogueKeys } from './catalogue-keys';

/** GET /api/customfields/templates: the merchant's saved custom fields (spec 2 §5). */
export function useCustomFieldTemplates() {
  return useQuery({
    queryKey: catalogueKeys.templates(),
    queryFn: ({ signal }) =>
      callEndpoint<typeof listCustomFieldTemplates>(
        { method: 'GET', path: '/customfields/templates' },
        { signal },
      ),
    select: (answer) => answer.data,
  });
}
