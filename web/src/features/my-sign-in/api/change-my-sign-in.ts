import type { AuthenticatorKeyView, FactorSetView, MySecurityView, RecoveryCodesView } from '@contracts/staff-views';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setFactorSetUpNeeded } from '@/features/admin-auth';
import { apiClient } from '@/lib/api-client';
import { MY_SIGN_IN_PATH, mySignInKeys } from './my-sign-in-keys';

const at = (path: string) => `${MY_SIGN_IN_PATH}${path}`;

/** The browser makes the passkey between the server's challenge and its check; the library loads with the first use. */
export async function addPasskey(): Promise<FactorSetView> {
  const optionsJSON = await apiClient.post<PublicKeyCredentialCreationOptionsJSON>(at('/passkeys/options'));
  const { startRegistration } = await import('@simplewebauthn/browser');
  const response = await startRegistration({ optionsJSON });
  return apiClient.post<FactorSetView>(at('/passkeys'), { response });
}

export const removePasskey = (id: string) => apiClient.delete<MySecurityView>(at(`/passkeys/${encodeURIComponent(id)}`));
/** A new key, not in use until its first code confirms it. */
export const newAuthenticatorKey = () => apiClient.post<AuthenticatorKeyView>(at('/authenticator'));
export const confirmAuthenticator = (code: string) => apiClient.put<FactorSetView>(at('/authenticator'), { code });
export const removeAuthenticator = () => apiClient.delete<MySecurityView>(at('/authenticator'));
export const makeRecoveryCodes = () => apiClient.post<RecoveryCodesView>(at('/recovery-codes'));
export const signOutDevice = (id: string) => apiClient.delete<MySecurityView>(at(`/devices/${encodeURIComponent(id)}`));
export const signOutOtherDevices = () => apiClient.delete<MySecurityView>(at('/devices'));

/** Whether the person must still set up a factor before anything else. */
export const needsFactor = (security: MySecurityView) => security.factorRequired && security.passkeys.length === 0 && !security.authenticatorApp;

/** Every change answers the page as it now stands: it replaces the cached one, no refetch. */
function useSecurityChange<T>(change: (input: T) => Promise<MySecurityView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mySignInKeys.security,
    mutationFn: change,
    onSuccess: (security) => queryClient.setQueryData(mySignInKeys.security, security),
  });
}

/** A factor set up opens the rest of the desk to someone who was held at this page. */
function useFactorSet<T>(set: (input: T) => Promise<FactorSetView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mySignInKeys.security,
    mutationFn: set,
    onSuccess: ({ security }) => {
      queryClient.setQueryData(mySignInKeys.security, security);
      setFactorSetUpNeeded(queryClient, needsFactor(security));
    },
  });
}

export const useAddPasskey = () => useFactorSet(addPasskey);
export const useConfirmAuthenticator = () => useFactorSet(confirmAuthenticator);
export const useRemovePasskey = () => useSecurityChange(removePasskey);
export const useRemoveAuthenticator = () => useSecurityChange(removeAuthenticator);
export const useSignOutDevice = () => useSecurityChange(signOutDevice);
export const useSignOutOtherDevices = () => useSecurityChange(signOutOtherDevices);

export const useNewAuthenticatorKey = () => useMutation({ mutationKey: mySignInKeys.security, mutationFn: newAuthenticatorKey });

/** The new codes replace the old: the count left is the whole batch again. */
export function useMakeRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mySignInKeys.security,
    mutationFn: makeRecoveryCodes,
    onSuccess: ({ recoveryCodes }) =>
      queryClient.setQueryData<MySecurityView>(mySignInKeys.security, (security) => security && { ...security, recoveryCodesLeft: recoveryCodes.length }),
  });
}
