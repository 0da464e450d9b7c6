import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LockIcon } from '@/components/ui/icons';
import { useMakeRecoveryCodes } from '../api/change-my-sign-in';
import { showRefusal } from './refusal';
import { Section } from './section';

export const RECOVERY_HEADING_ID = 'my-recovery-codes';
const BATCH = 10;

type RecoveryCodesSectionProps = { left: number; hasFactor: boolean; onRecoveryCodes: (codes: string[]) => void };

/** Codes that each sign in once when the passkey and the phone are both lost; a new batch ends the old one. */
export function RecoveryCodesSection({ left, hasFactor, onRecoveryCodes }: RecoveryCodesSectionProps) {
  const make = useMakeRecoveryCodes();
  const [confirming, setConfirming] = useState(false);

  function confirm() {
    make.mutate(undefined, {
      onSuccess: ({ recoveryCodes }) => onRecoveryCodes(recoveryCodes),
      onError: (error) => showRefusal('Codes Not Made', error),
      onSettled: () => setConfirming(false),
    });
  }

  return (
    <Section id={RECOVERY_HEADING_ID} title="Recovery codes" icon={<LockIcon className="size-5 text-brand-700" />}>
      {hasFactor ? (
        <>
          <p className={left <= 3 ? 'font-semibold text-amber-900' : 'font-semibold text-slate-900'}>
            {left} of {BATCH} left
          </p>
          <p className="mt-1 text-sm text-slate-700">Each one signs you in once if you lose your passkey and your phone.</p>
          <Button variant="outline" className="mt-4" onClick={() => setConfirming(true)}>
            Make New Codes
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Make new recovery codes?"
            description="The codes you have now stop working."
            confirmLabel="Make New Codes"
            pendingLabel="Making..."
            pending={make.isPending}
            onConfirm={confirm}
          />
        </>
      ) : (
        <p className="text-sm text-slate-700">Your recovery codes come with your first passkey or authenticator app.</p>
      )}
    </Section>
  );
}
