import type { Role, RoleBodyInput } from '@paybook/contracts';
import type { createRole, updateRole } from '@paybook/contracts/endpoints/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { roleKeys } from './role-keys';

/** null adds a role (also a duplicate), with the Idempotency-Key of the attempt (issue 13 point 15). */
export type SaveRole =
  | { id: null; body: RoleBodyInput; idempotencyKey: string }
  | { id: number; body: RoleBodyInput };

/** POST /api/role (add) or PUT /api/role (edit, id in the body) (spec 3 §7). */
export function saveRole(variables: SaveRole): Promise<Role> {
  return variables.id === null
    ? callEndpoint<typeof createRole>(
        { method: 'POST', path: '/role' },
        { body: variables.body, headers: { 'Idempotency-Key': variables.idempotencyKey } },
      )
    : callEndpoint<typeof updateRole>(
        { method: 'PUT', path: '/role' },
        { body: { ...variables.body, id: variables.id } },
      );
}

export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRole,
    // The form puts a refused name beside its field.
    meta: { localErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.list() }),
  });
}
