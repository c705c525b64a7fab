import type { StaffListRow, StaffPage } from '@paybook/contracts';
import { activateStaffUser, deactivateStaffUser } from '@paybook/contracts/endpoints/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { staffKeys } from './staff-keys';

interface SetStaffActiveVariables {
  userId: number;
  isActive: boolean;
}

/** PUT /api/hub/user/activate|deactivate/{id} (spec 3 §4.7). */
export function setStaffActive({ userId, isActive }: SetStaffActiveVariables): Promise<StaffListRow> {
  return callEndpoint(isActive ? activateStaffUser : deactivateStaffUser, { params: { userId } });
}

export function useSetStaffActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStaffActive,
    meta: { localErrors: true },
    onSuccess: (saved) => {
      queryClient.setQueriesData<StaffPage>(
        { queryKey: staffKeys.lists() },
        (page) => page && { ...page, data: page.data.map((row) => (row.id === saved.id ? saved : row)) },
      );
      return queryClient.invalidateQueries({ queryKey: staffKeys.all() });
    },
  });
}
