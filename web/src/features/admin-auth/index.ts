export type { AdminSession } from './api/admin-session-key';
export { adminSessionQueryKey } from './api/admin-session-key';
export { adminSessionQueryOptions, getAdminSession, useAdminSession } from './api/get-session';
export { signIn, signInWithCode, useSignIn, useSignInWithCode, type SignInAnswer, type SignInCredentials } from './api/sign-in';
export { signOut, useSignOut } from './api/sign-out';
export { SignInForm } from './components/sign-in-form';
export { SignOutButton } from './components/sign-out-button';
export { useCan, useStaffRole } from './hooks/use-staff-access';
