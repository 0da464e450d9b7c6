import type { StaffMemberView } from '@contracts/staff-views';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatPhone } from '@/lib/display-format';
import { toast } from '@/lib/toast';
import { useSendStaffReset, useSignOutStaffEverywhere } from '../api/change-staff';
import { showRefusal } from './member-controls';

/** Texts them a one-time link to a new password and second factor: for a member who lost both. */
export function SendResetLinkButton({ member }: { member: StaffMemberView }) {
  const reset = useSendStaffReset();
  const [confirming, setConfirming] = useState(false);

  function confirm() {
    reset.mutate(member.id, {
      onSuccess: () => toast.success('Reset Link Sent', { description: `${member.name} can set a new password and second factor from the text.` }),
      onError: (error) => showRefusal('Reset Link Not Sent', error),
      onSettled: () => setConfirming(false),
    });
  }

  return (
    <>
      <Button variant="outline" disabled={!member.active} onClick={() => setConfirming(true)}>
        Send Reset Link
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Send ${member.name} a reset link?`}
        description={
          member.phone
            ? `It is texted to ${formatPhone(member.phone)} and lets them set a new password and second factor.`
            : 'They have no mobile number to text it to.'
        }
        confirmLabel="Send Reset Link"
        pendingLabel="Sending..."
        pending={reset.isPending}
        onConfirm={confirm}
      />
    </>
  );
}

/** Ends every session they have, their live connections included; they can sign in again. */
export function SignOutEverywhereButton({ member }: { member: StaffMemberView }) {
  const signOut = useSignOutStaffEverywhere();
  const [confirming, setConfirming] = useState(false);

  function confirm() {
    signOut.mutate(member.id, {
      onSuccess: () => toast.success('Signed Out Everywhere', { description: `${member.name} is signed out on every device.` }),
      onError: (error) => showRefusal('Not Signed Out', error),
      onSettled: () => setConfirming(false),
    });
  }

  return (
    <>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        Sign Out Everywhere
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Sign ${member.name} out everywhere?`}
        description="Every device they are signed in on is signed out at once. They can sign in again."
        confirmLabel="Sign Out Everywhere"
        pendingLabel="Signing out..."
        destructive
        pending={signOut.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
