import type { StaffMemberView } from '@contracts/staff-views';
import { STAFF_ROLE_LABELS, type StaffRole } from '@domain/staff-roles';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Select } from '@/components/ui/select';
import { adminSessionQueryKey } from '@/features/admin-auth';
import { isApiError } from '@/lib/api-client';
import { formatPhone } from '@/lib/display-format';
import { toast } from '@/lib/toast';
import { useChangeStaffRole, useDeactivateStaff, useReactivateStaff } from '../api/change-staff';
import { RoleOptions } from './role-options';

/** Shown only where the table is a card per member; from 768 px the column headings name each cell. */
const cellLabel = 'block text-xs font-medium text-slate-600 md:hidden';

const withArticle = (role: StaffRole) => `${role === 'owner' ? 'an' : 'a'} ${STAFF_ROLE_LABELS[role]}`;

/** A table from 768 px; below, each member is a card of its own (the rate card's pattern). */
export function StaffMembers({ members }: { members: readonly StaffMemberView[] }) {
  return (
    <table className="w-full text-left text-sm max-md:block">
      <caption className="sr-only">Staff members</caption>
      <thead className="text-slate-700 max-md:hidden">
        <tr className="border-b border-slate-200">
          {['Name', 'Phone', 'Role', 'Status', '2-step sign-in', 'Actions'].map((heading) => (
            <th key={heading} scope="col" className="px-2 py-2 font-semibold whitespace-nowrap first:pl-0">
              {heading === 'Actions' ? <span className="sr-only">{heading}</span> : heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-md:block max-md:space-y-3 md:divide-y md:divide-slate-100">
        {members.map((member) => (
          <MemberRow key={member.id} member={member} />
        ))}
      </tbody>
    </table>
  );
}

function MemberRow({ member }: { member: StaffMemberView }) {
  return (
    <tr className="align-top max-md:grid max-md:grid-cols-2 max-md:gap-3 max-md:rounded-lg max-md:border max-md:border-slate-200 max-md:p-3">
      <th scope="row" className="py-3 pr-2 text-left font-normal max-md:col-span-2 max-md:py-0">
        <span className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          {member.name}
          {member.isYou && <Badge tone="brand">You</Badge>}
        </span>
        <span className="block break-all text-slate-600">{member.email}</span>
      </th>
      <Cell label="Phone">
        {member.phone ? (
          <a href={`tel:${member.phone}`} className="whitespace-nowrap text-brand-700 underline">
            {formatPhone(member.phone)}
          </a>
        ) : (
          '—'
        )}
      </Cell>
      <Cell label="Role" className="max-md:col-span-2 md:w-52">
        <RoleSelect member={member} />
      </Cell>
      <Cell label="Status">
        <Badge tone={member.active ? 'success' : 'neutral'}>{member.active ? 'Active' : 'Deactivated'}</Badge>
      </Cell>
      <Cell label="2-step sign-in">
        <span className={member.hasSecondFactor ? 'font-medium text-slate-900' : 'font-medium text-amber-800'}>
          {member.hasSecondFactor ? 'On' : 'Off'}
        </span>
      </Cell>
      <td className={`py-3 max-md:col-span-2 max-md:py-0 md:pl-2 md:text-right ${member.isYou ? 'max-md:hidden' : ''}`}>
        {!member.isYou && (member.active ? <DeactivateButton member={member} /> : <ReactivateButton member={member} />)}
      </td>
    </tr>
  );
}

function Cell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td className={`py-3 max-md:py-0 md:px-2 ${className ?? ''}`}>
      <span className={cellLabel}>{label}</span>
      {children}
    </td>
  );
}

/** A change that leaves the desk without an owner is refused by the server, which says why. */
function showRefusal(title: string, error: unknown) {
  if (isApiError(error, 401)) return;
  toast.error(title, { description: isApiError(error) && error.isClientError ? error.message : 'Please try again.' });
}

function RoleSelect({ member }: { member: StaffMemberView }) {
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

function DeactivateButton({ member }: { member: StaffMemberView }) {
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
      <Button variant="outline" size="sm" aria-label={`Deactivate ${member.name}`} onClick={() => setConfirming(true)}>
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

function ReactivateButton({ member }: { member: StaffMemberView }) {
  const reactivate = useReactivateStaff();
  return (
    <Button
      variant="outline"
      size="sm"
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
