import type { BulletinList, BulletinName } from '@paybook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { bulletinKeys } from './bulletin-keys';

/** DELETE /api/merchant/bulletin/{name}: completes a bulletin (spec 1 §7). */
export function completeBulletin(name: BulletinName): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(`/merchant/bulletin/${name}`);
}

export function useCompleteBulletin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeBulletin,
    // Gone at once; the list is read again after.
    onMutate: (name) => {
      queryClient.setQueryData<BulletinList>(bulletinKeys.list(), (list) =>
        list ? { data: list.data.filter((bulletin) => bulletin.name !== name) } : list,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: bulletinKeys.all() }),
  });
}
