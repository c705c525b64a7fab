import type { CustomFieldTemplate } from '@paybook/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './catalogue-keys';

/** GET /api/customfields/templates: the merchant's saved custom fields (spec 2 §5). */
export function useCustomFieldTemplates() {
  return useQuery({
    queryKey: catalogueKeys.templates(),
    queryFn: ({ signal }) => api.get<{ data: CustomFieldTemplate[] }>('/customfields/templates', { signal }),
    select: (answer) => answer.data,
  });
}
