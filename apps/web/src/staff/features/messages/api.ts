import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffMessageReplyView, StaffMessageView } from '@tenuta/contracts';
import { staffApi } from '../../app/api.ts';

export type MessageStatus = StaffMessageView['status'];
type Thread = { message: StaffMessageView; replies: StaffMessageReplyView[] };
const messagesKey = ['staff', 'messages'] as const;

export const getMessages = (status: MessageStatus) =>
  staffApi<{ data: { messages: StaffMessageView[]; open_count: number } }>('/messages', { query: { status } }).then((r) => r.data);
export const useMessages = (status: MessageStatus) => useQuery({ queryKey: [...messagesKey, 'list', status], queryFn: () => getMessages(status) });

export const getMessage = (id: number) => staffApi<{ data: Thread }>(`/messages/${id}`).then((r) => r.data);
export const useMessage = (id: number) => useQuery({ queryKey: [...messagesKey, 'one', id], queryFn: () => getMessage(id) });

/** Reply and filing; both refresh the inbox and the thread. */
export function useMessageActions() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: messagesKey });
  const reply = useMutation({
    mutationFn: (v: { id: number; body: string }) => staffApi<{ data: Thread }>(`/messages/${v.id}/reply`, { method: 'POST', body: { body: v.body } }),
    onSettled,
  });
  const setStatus = useMutation({
    mutationFn: (v: { id: number; status: MessageStatus }) => staffApi<{ data: Thread }>(`/messages/${v.id}/status`, { method: 'POST', body: { status: v.status } }),
    onSettled,
  });
  return { reply, setStatus };
}
