import type { StaffNotificationList, StaffNotificationsBody } from '@paybook/contracts';
import type { listStaffNotifications, updateStaffNotifications } from '@paybook/contracts/endpoints/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { notificationKeys } from './notification-keys';

/** GET /api/staff_notifications: the active staff and their e-mail groups (issue 26 point 1). */
export function useStaffNotifications() {
  return useQuery({
    queryKey: notificationKeys.staff(),
    queryFn: ({ signal }) =>
      callEndpoint<typeof listStaffNotifications>(
        { method: 'GET', path: '/staff_notifications' },
        { signal },
      ),
  });
}

/** PUT /api/hub/user/{id}/notifications: shown at once, put back if the server refuses. */
export function useSaveStaffNotifications() {
  const queryClient = useQueryClient();
  const key = notificationKeys.staff();
  const patchRow = (userId: number, notifications: StaffNotificationsBody['notifications']) =>
    queryClient.setQueryData<StaffNotificationList>(key, (list) =>
      list === undefined
        ? list
        : {
            data: list.data.map((row) =>
              row.id === userId ? { ...row, notifications: { ...row.notifications, ...notifications } } : row,
            ),
          },
    );
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: StaffNotificationsBody }) =>
      callEndpoint<typeof updateStaffNotifications>(
        { method: 'PUT', path: '/hub/user/:userId/notifications' },
        { params: { userId }, body },
      ),
    meta: { localErrors: true },
    onMutate: async ({ userId, body }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<StaffNotificationList>(key);
      patchRow(userId, body.notifications);
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (saved) => patchRow(saved.id, saved.notifications),
  });
}
