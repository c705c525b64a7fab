import type { addComment, deleteComment, editComment } from '@paybook/contracts/endpoints/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { customerKeys } from './customer-keys';

/** POST /api/customer/timeline/comment (spec 2 §7). */
export function addTimelineComment(body: { customer_id: number; content: string }) {
  return callEndpoint<typeof addComment>({ method: 'POST', path: '/customer/timeline/comment' }, { body });
}

/** PUT /api/customer/timeline/comment/{id} (spec 2 §7). */
export function editTimelineComment({ id, content }: { id: number; content: string }) {
  return callEndpoint<typeof editComment>(
    { method: 'PUT', path: '/customer/timeline/comment/:id' },
    { params: { id }, body: { content } },
  );
}

/** DELETE /api/customer/timeline/comment/{id} (spec 2 §7). */
export function deleteTimelineComment(id: number) {
  return callEndpoint<typeof deleteComment>(
    { method: 'DELETE', path: '/customer/timeline/comment/:id' },
    { params: { id } },
  );
}

/** Every comment change refreshes the customer's timeline, whatever its filter. */
function useTimelineMutation<V>(customerId: number, mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.timelines(customerId) }),
  });
}

export const useAddTimelineComment = (customerId: number) =>
  useTimelineMutation(customerId, addTimelineComment);
export const useEditTimelineComment = (customerId: number) =>
  useTimelineMutation(customerId, editTimelineComment);
export const useDeleteTimelineComment = (customerId: number) =>
  useTimelineMutation(customerId, deleteTimelineComment);
