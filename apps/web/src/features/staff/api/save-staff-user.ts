import type { SaveStaffUserInput, StaffUser } from '@paybook/contracts';
import type { addStaffUser, updateStaffUser } from '@paybook/contracts/endpoints/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { authKeys } from '@/lib/query-keys';
import { staffKeys } from './staff-keys';

/** POST /api/hub/user (add) or PUT /api/hub/user (edit, id in the body) (spec 3 §7). */
export function saveStaffUser(body: SaveStaffUserInput): Promise<StaffUser> {
  const { id } = body;
  return id === undefined
    ? callEndpoint<typeof addStaffUser>({ method: 'POST', path: '/hub/user' }, { body })
    : callEndpoint<typeof updateStaffUser>({ method: 'PUT', path: '/hub/user' }, { body: { ...body, id } });
}

export function useSaveStaffUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStaffUser,
    meta: { localErrors: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(staffKeys.detail(saved.id), saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKeys.lists() }),
        // A new or renamed provider shows in the calendar's and the service form's pickers.
        queryClient.invalidateQueries({ queryKey: staffKeys.allProviders() }),
        // One's own name, rights and provider link live in the login context too.
        saved.is_current ? queryClient.invalidateQueries({ queryKey: authKeys.loginContext() }) : undefined,
      ]);
    },
  });
}
