import type { MySecurityView } from '@contracts/staff-views';
import { useState } from 'react';
import { AuthenticatorSection } from './authenticator-section';
import { DevicesSection } from './devices-section';
import { PasskeysSection } from './passkeys-section';
import { RECOVERY_HEADING_ID, RecoveryCodesSection } from './recovery-codes-section';
import { RecoveryCodesOnce } from './recovery-codes-once';

type MySignInProps = { security: MySecurityView; email: string };

/** The person's own sign-in: their factors, their recovery codes (new ones shown once, on top) and their devices. */
export function MySignIn({ security, email }: MySignInProps) {
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const hasFactor = security.passkeys.length > 0 || security.authenticatorApp;

  function saved() {
    setNewCodes(null);
    requestAnimationFrame(() => document.getElementById(RECOVERY_HEADING_ID)?.focus());
  }

  return (
    <div className="space-y-6">
      {newCodes && <RecoveryCodesOnce codes={newCodes} email={email} onSaved={saved} />}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <PasskeysSection passkeys={security.passkeys} onRecoveryCodes={setNewCodes} />
        <AuthenticatorSection on={security.authenticatorApp} email={email} onRecoveryCodes={setNewCodes} />
        <RecoveryCodesSection left={security.recoveryCodesLeft} hasFactor={hasFactor} onRecoveryCodes={setNewCodes} />
        <DevicesSection devices={security.devices} />
      </div>
    </div>
  );
}
