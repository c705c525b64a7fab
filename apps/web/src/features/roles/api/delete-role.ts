import type { deleteRole as deleteRoleEndpoint } from '@paybook/contracts/endpoints/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { roleKeys } from './role-keys';

/** DELETE /api/role/{id} (spec 3 §7); a role staff still hold is refused with 409. */
export const deleteRole = (roleId: number) =>
  callEndpoint<typeof deleteRoleEndpoint>(
    { method: 'DELETE', path: '/role/:roleId' },
    { params: { roleId } },
  );

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    // spec 3 §8: the page shows a refusal in the sorry modal itself.
    meta: { localErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.list() }),
  });
}
