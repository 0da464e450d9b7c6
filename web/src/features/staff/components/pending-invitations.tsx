import type { StaffInvitationView } from '@contracts/staff-views';
import { MEMBER_ROLE_LABELS } from '@domain/staff-roles';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { formatDateTime, formatPhone } from '@/lib/display-format';
import { toast } from '@/lib/toast';
import { useRevokeInvitation } from '../api/change-staff';

/** Invitations not yet used: each link works until it expires or is revoked here. */
export function PendingInvitations({ invitations }: { invitations: readonly StaffInvitationView[] }) {
  if (invitations.length === 0) return <p className="text-sm text-slate-600">No invitations are waiting.</p>;
  return (
    <ul aria-label="Pending invitations" className="divide-y divide-slate-100">
      {invitations.map((invitation) => (
        <InvitationRow key={invitation.id} invitation={invitation} />
      ))}
    </ul>
  );
}

function InvitationRow({ invitation }: { invitation: StaffInvitationView }) {
  const revoke = useRevokeInvitation();

  function revokeIt() {
    revoke.mutate(invitation.id, {
      onSuccess: () => toast.success('Invitation Revoked', { description: `The link sent to ${invitation.name} no longer works.` }),
      onError: (error) => {
        if (!isApiError(error, 401)) toast.error('Not Revoked', { description: isApiError(error) && error.isClientError ? error.message : 'Please try again.' });
      },
    });
  }

  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-slate-900">
          {invitation.name} <span className="font-normal text-slate-600">· {MEMBER_ROLE_LABELS[invitation.role]}</span>
        </p>
        <p className="break-all text-slate-600">{invitation.email}</p>
        <p className="text-slate-600">{formatPhone(invitation.phone)}</p>
        <p className="text-slate-600">
          Expires {formatDateTime(invitation.expiresAt)}
          {invitation.invitedBy ? ` · invited by ${invitation.invitedBy}` : ''}
        </p>
      </div>
      <Button variant="outline" size="sm" aria-label={`Revoke the invitation to ${invitation.name}`} disabled={revoke.isPending} onClick={revokeIt}>
        {revoke.isPending ? 'Revoking...' : 'Revoke'}
      </Button>
    </li>
  );
}
