import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminSessionQueryKey, type AdminSession } from './admin-session-key';

export type SignInCredentials = { email: string; password: string };

export const signIn = (credentials: SignInCredentials) =>
  apiClient.post<AdminSession>('/api/admin/session', credentials);

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => queryClient.setQueryData(adminSessionQueryKey, session),
  });
}
