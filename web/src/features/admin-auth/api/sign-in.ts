import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminSessionQueryKey, type AdminSession } from './admin-session-key';

export type SignInCredentials = { email: string; password: string };

/** A right password either signs in, or asks for the authenticator app's code next. */
export type SignInAnswer = { next: 'signed_in'; staff: AdminSession } | { next: 'code' };

export const signIn = (credentials: SignInCredentials) => apiClient.post<SignInAnswer>('/api/admin/session', credentials);

export const signInWithCode = (code: string) => apiClient.post<SignInAnswer>('/api/admin/session/code', { code });

function useSignInStep<T>(send: (input: T) => Promise<SignInAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      if (answer.next === 'signed_in') queryClient.setQueryData(adminSessionQueryKey, answer.staff);
    },
  });
}

export const useSignIn = () => useSignInStep(signIn);

export const useSignInWithCode = () => useSignInStep(signInWithCode);
