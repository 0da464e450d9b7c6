export type { AdminSession } from './api/admin-session-key';
export { adminSessionQueryKey } from './api/admin-session-key';
export { isFactorRequired, setFactorSetUpNeeded, useFactorSetUpNeeded } from './api/factor-gate';
export { adminSessionQueryOptions, getAdminSession, useAdminSession } from './api/get-session';
export {
  signIn,
  signInWithCode,
  signInWithPasskey,
  useSignIn,
  useSignInWithCode,
  useSignInWithPasskey,
  type SignInAnswer,
  type SignInCredentials,
} from './api/sign-in';
export { signOut, useSignOut } from './api/sign-out';
export { SignInForm } from './components/sign-in-form';
export { SignOutButton } from './components/sign-out-button';
export { useFactorRequiredWatch } from './hooks/use-factor-required-watch';
export { isPasskeyNotUsed } from './lib/passkey-ceremony';
export { useCan, useStaffRole } from './hooks/use-staff-access';
