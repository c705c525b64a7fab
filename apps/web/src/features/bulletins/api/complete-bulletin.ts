import type { BulletinList, BulletinName } from '@paybook/contracts';
import type { completeBulletin as completeBulletinEndpoint } from '@paybook/contracts/endpoints/bulletins';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { bulletinKeys } from './bulletin-keys';

/** DELETE /api/merchant/bulletin/{name}: completes a bulletin (spec 1 §7). */
export const completeBulletin = (name: BulletinName) =>
  callEndpoint<typeof completeBulletinEndpoint>(
    { method: 'DELETE', path: '/merchant/bulletin/:name' },
    { params: { name } },
  );

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
