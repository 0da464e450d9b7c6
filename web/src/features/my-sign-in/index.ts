// The person's own sign-in: passkeys, authenticator app, recovery codes and signed-in devices.
export { needsFactor } from './api/change-my-sign-in';
export { mySecurityQueryOptions, useMySecurity } from './api/get-my-security';
export { MySignIn } from './components/my-sign-in';
