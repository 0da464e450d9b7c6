import type { StaffMemberView } from '@contracts/staff-views';
import { STAFF_ROLE_LABELS, type StaffRole } from '@domain/staff-roles';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, type ButtonSize } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Select } from '@/components/ui/select';
import { adminSessionQueryKey } from '@/features/admin-auth';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useChangeStaffRole, useDeactivateStaff, useReactivateStaff } from '../api/change-staff';
import { RoleOptions } from './role-options';

const withArticle = (role: StaffRole) => `${role === 'owner' ? 'an' : 'a'} ${STAFF_ROLE_LABELS[role]}`;

/** A change that leaves the desk without an owner is refused by the server, which says why. */
export function showRefusal(title: string, error: unknown) {
  if (isApiError(error, 401)) return;
  toast.error(title, { description: isApiError(error) && error.isClientError ? error.message : 'Please try again.' });
}

export function RoleSelect({ member }: { member: StaffMemberView }) {
  const change = useChangeStaffRole();
  const queryClient = useQueryClient();
  const role = change.isPending ? change.variables.role : member.role;

  function choose(next: StaffRole) {
    change.mutate(
      { id: member.id, role: next },
      {
        onSuccess: () => {
          toast.success('Role Changed', { description: `${member.name} is now ${withArticle(next)}.` });
          // Your own role changed: the pages and links you see follow it now, not at the next session check.
          if (member.isYou) void queryClient.invalidateQueries({ queryKey: adminSessionQueryKey, exact: true });
        },
        onError: (error) => showRefusal('Role Not Changed', error),
      },
    );
  }

  return (
    <Select
      aria-label={`Role of ${member.name}`}
      value={role}
      disabled={change.isPending}
      onChange={(event) => choose(event.target.value as StaffRole)}
      className="h-10 min-w-36 text-sm"
    >
      <RoleOptions />
    </Select>
  );
}

/** Small in the list's rows; the member's own page gives it the size of its neighbours. */
type MemberButtonProps = { member: StaffMemberView; size?: ButtonSize };

export function DeactivateButton({ member, size = 'sm' }: MemberButtonProps) {
  const deactivate = useDeactivateStaff();
  const [confirming, setConfirming] = useState(false);

  function confirm() {
    deactivate.mutate(member.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('Member Deactivated', { description: `${member.name} is signed out and can no longer sign in.` });
      },
      onError: (error) => {
        setConfirming(false);
        showRefusal('Not Deactivated', error);
      },
    });
  }

  return (
    <>
      <Button variant="outline" size={size} aria-label={`Deactivate ${member.name}`} onClick={() => setConfirming(true)}>
        Deactivate
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Deactivate ${member.name}?`}
        description="They are signed out at once."
        confirmLabel="Deactivate"
        pendingLabel="Deactivating..."
        destructive
        pending={deactivate.isPending}
        onConfirm={confirm}
      />
    </>
  );
}

export function ReactivateButton({ member, size = 'sm' }: MemberButtonProps) {
  const reactivate = useReactivateStaff();
  return (
    <Button
      variant="outline"
      size={size}
      aria-label={`Reactivate ${member.name}`}
      disabled={reactivate.isPending}
      onClick={() =>
        reactivate.mutate(member.id, {
          onSuccess: () => toast.success('Member Reactivated', { description: `${member.name} can sign in again.` }),
          onError: (error) => showRefusal('Not Reactivated', error),
        })
      }
    >
      {reactivate.isPending ? 'Reactivating...' : 'Reactivate'}
    </Button>
  );
}
