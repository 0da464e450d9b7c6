import type { SecondFactorMethod } from '@contracts/staff-views';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminSessionQueryKey, type AdminSession } from './admin-session-key';
import { setFactorSetUpNeeded } from './factor-gate';

export type SignInCredentials = { email: string; password: string };

/**
 * A right password signs in, asks for a second factor next, or signs in someone whose role needs a
 * factor they have not set up yet: they may only set one up until they have.
 */
export type SignInAnswer =
  | { next: 'signed_in'; staff: AdminSession }
  | { next: 'second_factor'; methods: SecondFactorMethod[] }
  | { next: 'set_up_factor'; staff: AdminSession };

export type SignedInAnswer = Extract<SignInAnswer, { next: 'signed_in' }>;

const SESSION_PATH = '/api/admin/session';

export const signIn = (credentials: SignInCredentials) => apiClient.post<SignInAnswer>(SESSION_PATH, credentials);

/** The authenticator app's 6-digit code, or a recovery code. */
export const signInWithCode = (code: string) => apiClient.post<SignedInAnswer>(`${SESSION_PATH}/code`, { code });

/** The browser's passkey ceremony between the server's challenge and its check; the library loads with the first use. */
export async function signInWithPasskey(): Promise<SignedInAnswer> {
  const optionsJSON = await apiClient.post<PublicKeyCredentialRequestOptionsJSON>(`${SESSION_PATH}/passkey/options`);
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response = await startAuthentication({ optionsJSON });
  return apiClient.post<SignedInAnswer>(`${SESSION_PATH}/passkey`, { response });
}

function useSignInStep<T>(send: (input: T) => Promise<SignInAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      if (answer.next === 'second_factor') return;
      setFactorSetUpNeeded(queryClient, answer.next === 'set_up_factor');
      queryClient.setQueryData(adminSessionQueryKey, answer.staff);
    },
  });
}

export const useSignIn = () => useSignInStep(signIn);

export const useSignInWithCode = () => useSignInStep(signInWithCode);

export const useSignInWithPasskey = () => useSignInStep(signInWithPasskey);
